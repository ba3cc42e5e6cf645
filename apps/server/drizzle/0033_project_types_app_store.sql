CREATE TABLE "project_types" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"name" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_field_sets" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"scope_kind" text NOT NULL,
	"scope_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_field_values" (
	"set_id" text NOT NULL,
	"record_id" text NOT NULL,
	"field_key" text NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "custom_field_values_set_id_record_id_field_key_pk" PRIMARY KEY("set_id","record_id","field_key")
);
--> statement-breakpoint
CREATE TABLE "custom_fields" (
	"set_id" text NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "custom_fields_set_id_key_pk" PRIMARY KEY("set_id","key")
);
--> statement-breakpoint
CREATE TABLE "enterprise_app_choices" (
	"enterprise_id" text PRIMARY KEY NOT NULL,
	"keys" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_home_app_choices" (
	"project_id" text PRIMARY KEY NOT NULL,
	"keys" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_apps" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"icon" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "type_id" text;--> statement-breakpoint
ALTER TABLE "custom_field_values" ADD CONSTRAINT "custom_field_values_set_id_field_key_custom_fields_set_id_key_fk" FOREIGN KEY ("set_id","field_key") REFERENCES "public"."custom_fields"("set_id","key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_set_id_custom_field_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."custom_field_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_types_name_uq" ON "project_types" USING btree ("enterprise_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "custom_field_sets_scope_uq" ON "custom_field_sets" USING btree ("scope_kind","scope_id");--> statement-breakpoint
CREATE INDEX "custom_field_sets_enterprise_idx" ON "custom_field_sets" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "custom_field_values_record_idx" ON "custom_field_values" USING btree ("record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "web_apps_name_uq" ON "web_apps" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_type_id_project_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."project_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_type_idx" ON "projects" USING btree ("type_id");