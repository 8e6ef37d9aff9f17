CREATE TABLE "data_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"import_date" timestamp with time zone NOT NULL,
	"school_id" integer NOT NULL,
	"kind" text NOT NULL,
	"school" jsonb NOT NULL,
	"fields" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "data_changes_school_idx" ON "data_changes" USING btree ("school_id","version");--> statement-breakpoint
CREATE INDEX "data_changes_version_idx" ON "data_changes" USING btree ("version");