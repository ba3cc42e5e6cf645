CREATE TABLE "trials" (
	"user_id" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"warned_at" timestamp with time zone,
	"outcome" text,
	"closed_at" timestamp with time zone,
	"enterprise_id" text
);
--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "suspend_reason" text;--> statement-breakpoint
ALTER TABLE "trials" ADD CONSTRAINT "trials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trials_expires_idx" ON "trials" USING btree ("expires_at");