CREATE TABLE "dataset_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"dataset" text NOT NULL,
	"url" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"etag" text,
	"last_modified" text,
	"message" text
);
--> statement-breakpoint
CREATE TABLE "refresh_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dataset_checks_dataset_idx" ON "dataset_checks" USING btree ("dataset","id");