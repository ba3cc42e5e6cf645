CREATE TABLE "directory_settings" (
	"enterprise_id" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"start_tls" boolean DEFAULT false NOT NULL,
	"ca_cert" text,
	"bind_dn" text NOT NULL,
	"bind_password" text NOT NULL,
	"user_base_dn" text NOT NULL,
	"user_filter" text NOT NULL,
	"attr_email" text DEFAULT 'mail' NOT NULL,
	"attr_name" text DEFAULT 'displayName' NOT NULL,
	"attr_department" text,
	"group_mappings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"jit_mode" text DEFAULT 'off' NOT NULL,
	"jit_department_id" text,
	"jit_role_id" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"timeout_ms" integer DEFAULT 5000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "directory_settings" ADD CONSTRAINT "directory_settings_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;