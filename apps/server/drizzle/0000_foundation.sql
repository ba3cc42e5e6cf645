CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"enterprise_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"login_name" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"img" text,
	"password_hash" text,
	"lang" text DEFAULT 'en' NOT NULL,
	"user_level" integer DEFAULT 1 NOT NULL,
	"is_single_user" boolean DEFAULT true NOT NULL,
	"auto_logout_minutes" integer DEFAULT 10080 NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"is_invalid" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_members" (
	"enterprise_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role_id" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enterprise_members_enterprise_id_user_id_pk" PRIMARY KEY("enterprise_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "enterprises" (
	"id" text PRIMARY KEY NOT NULL,
	"co_name_cn" text NOT NULL,
	"co_name_en" text,
	"co_domain" text,
	"rules" text,
	"storage_size" bigint DEFAULT 10737418240 NOT NULL,
	"logo" text,
	"logo_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" text NOT NULL,
	"module" text NOT NULL,
	"action" text NOT NULL,
	"allowed" boolean DEFAULT true NOT NULL,
	CONSTRAINT "role_permissions_role_id_module_action_pk" PRIMARY KEY("role_id","module","action")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"project_id" text,
	"name" text NOT NULL,
	"remark" text,
	"default_level" integer DEFAULT 0 NOT NULL,
	"built_in" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"region" text NOT NULL,
	"address" text NOT NULL,
	"introduction" text,
	"logo" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_invitations" (
	"code" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"email" text NOT NULL,
	"role_id" text,
	"invited_by" text NOT NULL,
	"accepted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "project_members" (
	"project_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role_id" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_members_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"group_id" text,
	"name" text NOT NULL,
	"name_en" text,
	"area" text NOT NULL,
	"address" text NOT NULL,
	"type" text NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"longitude" double precision,
	"latitude" double precision,
	"acreage" text,
	"size" text,
	"image" text,
	"overview" text,
	"contract_no" text,
	"client_name" text,
	"stage" text,
	"service_content" text,
	"zip_code" text,
	"contact_way" text,
	"business_hours" text,
	"status" text DEFAULT 'preparing' NOT NULL,
	"business_status" text DEFAULT 'open' NOT NULL,
	"permission_mode" text DEFAULT 'default' NOT NULL,
	"join_code" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "update_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"content_en" text NOT NULL,
	"content_zh" text NOT NULL,
	"content_ja" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_codes" ADD CONSTRAINT "password_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_members" ADD CONSTRAINT "enterprise_members_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_invitations" ADD CONSTRAINT "project_invitations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_name_uq" ON "users" USING btree ("login_name");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "enterprise_members_user_idx" ON "enterprise_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "roles_project_idx" ON "roles" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "roles_enterprise_idx" ON "roles" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "project_members_user_idx" ON "project_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "projects_enterprise_idx" ON "projects" USING btree ("enterprise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_join_code_uq" ON "projects" USING btree ("join_code");