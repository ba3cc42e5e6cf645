CREATE TABLE "annotations" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"file_id" text NOT NULL,
	"version_id" text,
	"name" text NOT NULL,
	"remark" text,
	"type" text DEFAULT 'other' NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"viewpoint" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"svg" text,
	"snapshot_sha256" text,
	"snapshot_size" bigint,
	"snapshot_mime" text,
	"snapshot_key" text,
	"bcf_guid" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"business" text NOT NULL,
	"module_id" text NOT NULL,
	"context" text NOT NULL,
	"create_user" text NOT NULL,
	"to_user" text,
	"ancestor_id" text,
	"depth" integer DEFAULT 0 NOT NULL,
	"comment_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "annotations" ADD CONSTRAINT "annotations_file_id_file_nodes_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annotations" ADD CONSTRAINT "annotations_version_id_file_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."file_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annotations" ADD CONSTRAINT "annotations_snapshot_sha256_blobs_sha256_fk" FOREIGN KEY ("snapshot_sha256") REFERENCES "public"."blobs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "annotations_file_idx" ON "annotations" USING btree ("project_id","file_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "annotations_snapshot_key_uq" ON "annotations" USING btree ("snapshot_key");--> statement-breakpoint
CREATE INDEX "annotations_snapshot_sha_idx" ON "annotations" USING btree ("snapshot_sha256");--> statement-breakpoint
CREATE INDEX "annotations_bcf_guid_idx" ON "annotations" USING btree ("file_id","bcf_guid");--> statement-breakpoint
CREATE INDEX "comments_module_idx" ON "comments" USING btree ("business","module_id","comment_time");