CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "import_stats" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_date" timestamp with time zone DEFAULT now() NOT NULL,
	"kindergarten_count" integer DEFAULT 0 NOT NULL,
	"primary_count" integer DEFAULT 0 NOT NULL,
	"secondary_count" integer DEFAULT 0 NOT NULL,
	"successful" boolean DEFAULT true NOT NULL,
	"error_message" text,
	"summary" jsonb
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_no" text NOT NULL,
	"name" text NOT NULL,
	"english_name" text,
	"address" text NOT NULL,
	"english_address" text,
	"district" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"phone" text,
	"fax" text,
	"email" text,
	"website" text,
	"school_type" text NOT NULL,
	"school_category" text NOT NULL,
	"religious_affiliation" text,
	"founding_year" text,
	"motto" text,
	"financial_type" text,
	"gender" text,
	"sessions" text[] NOT NULL,
	"principal" text,
	"principal_title" text,
	"supervisor" text,
	"supervisor_title" text,
	"sponsoring_body" text,
	"area" text,
	"organization" text,
	"additional_info" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"imported_date" timestamp with time zone NOT NULL,
	CONSTRAINT "schools_school_no_unique" UNIQUE("school_no")
);
--> statement-breakpoint
CREATE INDEX "schools_category_district_idx" ON "schools" USING btree ("school_category","district");--> statement-breakpoint
CREATE INDEX "schools_district_idx" ON "schools" USING btree ("district");--> statement-breakpoint
CREATE INDEX "schools_type_idx" ON "schools" USING btree ("school_type");--> statement-breakpoint
CREATE INDEX "schools_religion_idx" ON "schools" USING btree ("religious_affiliation");--> statement-breakpoint
CREATE INDEX "schools_gender_idx" ON "schools" USING btree ("gender");--> statement-breakpoint
CREATE INDEX "schools_search_trgm_idx" ON "schools" USING gin ("search_text" gin_trgm_ops);