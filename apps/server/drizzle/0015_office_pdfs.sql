CREATE TABLE "office_pdfs" (
	"version_id" text PRIMARY KEY NOT NULL,
	"source_sha256" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"job_id" text,
	"pdf_sha256" text,
	"pdf_size" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "office_pdfs" ADD CONSTRAINT "office_pdfs_version_id_file_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."file_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_pdfs" ADD CONSTRAINT "office_pdfs_pdf_sha256_blobs_sha256_fk" FOREIGN KEY ("pdf_sha256") REFERENCES "public"."blobs"("sha256") ON DELETE no action ON UPDATE no action;