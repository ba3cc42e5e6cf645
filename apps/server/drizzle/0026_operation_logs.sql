CREATE TABLE "operation_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"actor_login" text NOT NULL,
	"enterprise_id" text,
	"project_id" text,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"module" text NOT NULL,
	"action" text NOT NULL,
	"targets" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "operation_logs_project_at_idx" ON "operation_logs" USING btree ("project_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "operation_logs_enterprise_at_idx" ON "operation_logs" USING btree ("enterprise_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "operation_logs_actor_at_idx" ON "operation_logs" USING btree ("actor_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "operation_logs_at_idx" ON "operation_logs" USING btree ("at");