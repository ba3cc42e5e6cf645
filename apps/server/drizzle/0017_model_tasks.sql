CREATE TABLE "model_task_links" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"file_id" text NOT NULL,
	"task_id" text NOT NULL,
	"element_ids" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "model_task_links" ADD CONSTRAINT "model_task_links_file_id_file_nodes_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_task_links" ADD CONSTRAINT "model_task_links_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "model_task_links_file_idx" ON "model_task_links" USING btree ("file_id","created_at");--> statement-breakpoint
CREATE INDEX "model_task_links_task_idx" ON "model_task_links" USING btree ("task_id");