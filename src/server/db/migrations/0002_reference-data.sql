CREATE TABLE "reference_data" (
	"key" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"imported_at" timestamp with time zone NOT NULL
);
