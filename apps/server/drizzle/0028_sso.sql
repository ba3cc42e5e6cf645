CREATE TABLE "sso_assertions" (
	"enterprise_id" text NOT NULL,
	"assertion_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sso_assertions_enterprise_id_assertion_id_pk" PRIMARY KEY("enterprise_id","assertion_id")
);
--> statement-breakpoint
CREATE TABLE "sso_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"enterprise_id" text NOT NULL,
	"name_id" text NOT NULL,
	"name_id_format" text,
	"session_index" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sso_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"name_id" text NOT NULL,
	"name_id_format" text,
	"session_index" text
);
--> statement-breakpoint
CREATE TABLE "sso_settings" (
	"enterprise_id" text PRIMARY KEY NOT NULL,
	"button_name" text NOT NULL,
	"login_url" text NOT NULL,
	"idp_entity_id" text,
	"idp_certs" jsonb NOT NULL,
	"cert_file_name" text,
	"signature_algorithm" text DEFAULT 'rsa-sha256' NOT NULL,
	"allow_sha1" boolean DEFAULT false NOT NULL,
	"allow_idp_initiated" boolean DEFAULT false NOT NULL,
	"clock_skew_seconds" integer DEFAULT 60 NOT NULL,
	"jit_mode" text DEFAULT 'off' NOT NULL,
	"jit_department_id" text,
	"jit_role_id" text,
	"attr_email" text,
	"attr_name" text,
	"attr_department" text,
	"slo_url" text,
	"enforce_sso" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sp_private_key" text NOT NULL,
	"sp_certificate" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "sso_assertions" ADD CONSTRAINT "sso_assertions_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_codes" ADD CONSTRAINT "sso_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_codes" ADD CONSTRAINT "sso_codes_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_requests" ADD CONSTRAINT "sso_requests_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_sessions" ADD CONSTRAINT "sso_sessions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_sessions" ADD CONSTRAINT "sso_sessions_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_settings" ADD CONSTRAINT "sso_settings_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_settings" ADD CONSTRAINT "sso_settings_jit_department_id_departments_id_fk" FOREIGN KEY ("jit_department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_settings" ADD CONSTRAINT "sso_settings_jit_role_id_roles_id_fk" FOREIGN KEY ("jit_role_id") REFERENCES "public"."roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_settings" ADD CONSTRAINT "sso_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_assertions_expires_idx" ON "sso_assertions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sso_codes_expires_idx" ON "sso_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sso_requests_expires_idx" ON "sso_requests" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sso_sessions_name_idx" ON "sso_sessions" USING btree ("enterprise_id","name_id");