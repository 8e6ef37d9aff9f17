CREATE TABLE "earlier_school_ids" (
	"id" integer PRIMARY KEY DEFAULT nextval('schools_id_seq') NOT NULL,
	"school_no" text NOT NULL,
	CONSTRAINT "earlier_school_ids_school_no_unique" UNIQUE("school_no")
);
--> statement-breakpoint
CREATE TABLE "school_year_facts" (
	"dataset" text NOT NULL,
	"school_year" text NOT NULL,
	"school_no" text NOT NULL,
	"facts" jsonb NOT NULL,
	CONSTRAINT "school_year_facts_dataset_school_year_school_no_pk" PRIMARY KEY("dataset","school_year","school_no")
);
