CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"notify_id" text NOT NULL,
	"user_id" text NOT NULL,
	"sender" text,
	"target_id" text NOT NULL,
	"target_type" text NOT NULL,
	"action_type" text NOT NULL,
	"content" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"unread" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");