CREATE TABLE "composite_links" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"model_file_id" text NOT NULL,
	"model_id" text NOT NULL,
	"dbid" integer NOT NULL,
	"drawing_file_id" text NOT NULL,
	"page" integer,
	"region" jsonb,
	"pic_sha256" text,
	"pic_size" bigint,
	"pic_mime" text,
	"pic_key" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "composite_links" ADD CONSTRAINT "composite_links_model_file_id_file_nodes_id_fk" FOREIGN KEY ("model_file_id") REFERENCES "public"."file_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "composite_links" ADD CONSTRAINT "composite_links_model_id_file_versions_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."file_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "composite_links" ADD CONSTRAINT "composite_links_drawing_file_id_file_nodes_id_fk" FOREIGN KEY ("drawing_file_id") REFERENCES "public"."file_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "composite_links" ADD CONSTRAINT "composite_links_pic_sha256_blobs_sha256_fk" FOREIGN KEY ("pic_sha256") REFERENCES "public"."blobs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "composite_links_element_uq" ON "composite_links" USING btree ("model_id","dbid");--> statement-breakpoint
CREATE INDEX "composite_links_model_file_idx" ON "composite_links" USING btree ("model_file_id");--> statement-breakpoint
CREATE INDEX "composite_links_drawing_idx" ON "composite_links" USING btree ("drawing_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "composite_links_pic_key_uq" ON "composite_links" USING btree ("pic_key");--> statement-breakpoint
CREATE INDEX "composite_links_pic_sha_idx" ON "composite_links" USING btree ("pic_sha256");