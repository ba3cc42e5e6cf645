CREATE TABLE "discussions" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"issue_id" text,
	"meeting_id" text,
	"pinned" integer DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_post_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "issue_cc" (
	"issue_id" text NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "issue_cc_issue_id_user_id_pk" PRIMARY KEY("issue_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "issue_history" (
	"id" text PRIMARY KEY NOT NULL,
	"issue_id" text NOT NULL,
	"action" text NOT NULL,
	"detail" text,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issue_replies" (
	"id" text PRIMARY KEY NOT NULL,
	"issue_id" text NOT NULL,
	"content" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issue_reply_images" (
	"id" text PRIMARY KEY NOT NULL,
	"reply_id" text NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"mime" text NOT NULL,
	"sha256" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issues" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"code" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"importance" text DEFAULT 'normal' NOT NULL,
	"leader_id" text,
	"approver_id" text,
	"file_id" text,
	"annotation_id" text,
	"axis_code" text,
	"axis_height" text,
	"specialty" text,
	"meeting_id" text,
	"due_date" date,
	"task_id" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "meeting_documents" (
	"meeting_id" text NOT NULL,
	"file_id" text NOT NULL,
	"added_by" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_documents_meeting_id_file_id_pk" PRIMARY KEY("meeting_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"code" text NOT NULL,
	"description" text,
	"label_color" text DEFAULT '#1f4e79' NOT NULL,
	"meeting_date" date,
	"summary" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_issue_id_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."issues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_cc" ADD CONSTRAINT "issue_cc_issue_id_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_history" ADD CONSTRAINT "issue_history_issue_id_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_replies" ADD CONSTRAINT "issue_replies_issue_id_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_reply_images" ADD CONSTRAINT "issue_reply_images_reply_id_issue_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."issue_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_reply_images" ADD CONSTRAINT "issue_reply_images_sha256_blobs_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."blobs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_file_id_file_nodes_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file_nodes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_annotation_id_annotations_id_fk" FOREIGN KEY ("annotation_id") REFERENCES "public"."annotations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_documents" ADD CONSTRAINT "meeting_documents_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_documents" ADD CONSTRAINT "meeting_documents_file_id_file_nodes_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discussions_project_idx" ON "discussions" USING btree ("project_id","last_post_at");--> statement-breakpoint
CREATE INDEX "issue_cc_user_idx" ON "issue_cc" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "issue_history_issue_idx" ON "issue_history" USING btree ("issue_id","created_at");--> statement-breakpoint
CREATE INDEX "issue_replies_issue_idx" ON "issue_replies" USING btree ("issue_id","created_at");--> statement-breakpoint
CREATE INDEX "issue_reply_images_reply_idx" ON "issue_reply_images" USING btree ("reply_id");--> statement-breakpoint
CREATE INDEX "issue_reply_images_sha_idx" ON "issue_reply_images" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "issues_project_idx" ON "issues" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "issues_code_uq" ON "issues" USING btree ("project_id","code");--> statement-breakpoint
CREATE INDEX "issues_meeting_idx" ON "issues" USING btree ("meeting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "issues_task_uq" ON "issues" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "meetings_project_idx" ON "meetings" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_code_uq" ON "meetings" USING btree ("project_id","code");