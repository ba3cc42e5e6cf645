CREATE TABLE "permission_overrides" (
	"enterprise_id" text NOT NULL,
	"project_id" text,
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"module" text NOT NULL,
	"action" text NOT NULL,
	"allowed" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "permission_overrides_key" ON "permission_overrides" USING btree ("enterprise_id",coalesce("project_id", ''),"subject_kind","subject_id","module","action");--> statement-breakpoint
CREATE INDEX "permission_overrides_subject_idx" ON "permission_overrides" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "permission_overrides_project_idx" ON "permission_overrides" USING btree ("project_id");