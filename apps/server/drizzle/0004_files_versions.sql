CREATE TABLE "blobs" (
	"sha256" text PRIMARY KEY NOT NULL,
	"md5" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"orphaned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "download_history" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"project_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"node_id" text,
	"version_id" text,
	"pack_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "download_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"project_id" text NOT NULL,
	"version_id" text,
	"pack_id" text,
	"inline" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_packs" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"user_id" text NOT NULL,
	"request" jsonb NOT NULL,
	"file_count" integer NOT NULL,
	"size" bigint NOT NULL,
	"state" text NOT NULL,
	"job_id" text,
	"sha256" text,
	"zip_size" bigint,
	"error" text,
	"share_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"node_id" text NOT NULL,
	"project_id" text NOT NULL,
	"version" integer NOT NULL,
	"sha256" text NOT NULL,
	"md5" text NOT NULL,
	"size" bigint NOT NULL,
	"name" text NOT NULL,
	"file_type" text,
	"description" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"project_id" text NOT NULL,
	"parent_id" text,
	"file_name" text NOT NULL,
	"size" bigint NOT NULL,
	"md5" text NOT NULL,
	"mode" text NOT NULL,
	"target_id" text,
	"version_desc" text,
	"received" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_packs" ADD CONSTRAINT "file_packs_sha256_blobs_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."blobs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_versions" ADD CONSTRAINT "file_versions_node_id_file_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."file_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_versions" ADD CONSTRAINT "file_versions_sha256_blobs_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."blobs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "download_history_user_idx" ON "download_history" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "file_packs_user_idx" ON "file_packs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "file_packs_expires_idx" ON "file_packs" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "file_versions_node_version_uq" ON "file_versions" USING btree ("node_id","version");--> statement-breakpoint
CREATE INDEX "file_versions_md5_idx" ON "file_versions" USING btree ("md5");--> statement-breakpoint
CREATE INDEX "file_versions_project_idx" ON "file_versions" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "file_versions_sha_idx" ON "file_versions" USING btree ("sha256");