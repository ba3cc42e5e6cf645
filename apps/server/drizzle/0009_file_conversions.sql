CREATE TABLE "file_conversions" (
	"version_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"preview" jsonb,
	"error" text,
	"job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_conversions" ADD CONSTRAINT "file_conversions_version_id_file_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."file_versions"("id") ON DELETE cascade ON UPDATE no action;