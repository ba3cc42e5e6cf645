CREATE TABLE "approval_approvers" (
	"approval_id" text NOT NULL,
	"user_id" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"decision" text DEFAULT 'pending' NOT NULL,
	"comment" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "approval_approvers_approval_id_user_id_pk" PRIMARY KEY("approval_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "approval_cc" (
	"approval_id" text NOT NULL,
	"user_id" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "approval_cc_approval_id_user_id_pk" PRIMARY KEY("approval_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "approval_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"approval_id" text NOT NULL,
	"round" integer NOT NULL,
	"file_id" text,
	"version_id" text,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"file_type" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_history" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "approval_history_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"approval_id" text NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"round" integer NOT NULL,
	"comment" text,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approvals" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"title" text NOT NULL,
	"remarks" text,
	"status" text DEFAULT 'in_process' NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"initiator_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "approval_approvers" ADD CONSTRAINT "approval_approvers_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_cc" ADD CONSTRAINT "approval_cc_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_documents" ADD CONSTRAINT "approval_documents_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_documents" ADD CONSTRAINT "approval_documents_file_id_file_nodes_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file_nodes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_documents" ADD CONSTRAINT "approval_documents_version_id_file_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."file_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_history" ADD CONSTRAINT "approval_history_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_approvers_user_idx" ON "approval_approvers" USING btree ("user_id","decision");--> statement-breakpoint
CREATE INDEX "approval_cc_user_idx" ON "approval_cc" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "approval_documents_approval_idx" ON "approval_documents" USING btree ("approval_id","round");--> statement-breakpoint
CREATE INDEX "approval_history_approval_idx" ON "approval_history" USING btree ("approval_id","seq");--> statement-breakpoint
CREATE INDEX "approvals_project_idx" ON "approvals" USING btree ("project_id","updated_at");--> statement-breakpoint
CREATE INDEX "approvals_initiator_idx" ON "approvals" USING btree ("initiator_id","updated_at");