CREATE TABLE "file_contacts" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"file_id" text NOT NULL,
	"contact_file_id" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_meta_extensions" (
	"node_id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"template_id" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_meta_fields" (
	"id" text PRIMARY KEY NOT NULL,
	"template_id" text NOT NULL,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_meta_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"created_by" text NOT NULL,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_meta_values" (
	"node_id" text NOT NULL,
	"field_id" text NOT NULL,
	"project_id" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "file_meta_values_node_id_field_id_pk" PRIMARY KEY("node_id","field_id")
);
--> statement-breakpoint
ALTER TABLE "file_contacts" ADD CONSTRAINT "file_contacts_file_id_file_nodes_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_contacts" ADD CONSTRAINT "file_contacts_contact_file_id_file_nodes_id_fk" FOREIGN KEY ("contact_file_id") REFERENCES "public"."file_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_meta_extensions" ADD CONSTRAINT "file_meta_extensions_node_id_file_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."file_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_meta_extensions" ADD CONSTRAINT "file_meta_extensions_template_id_file_meta_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."file_meta_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_meta_fields" ADD CONSTRAINT "file_meta_fields_template_id_file_meta_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."file_meta_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_meta_values" ADD CONSTRAINT "file_meta_values_node_id_file_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."file_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_meta_values" ADD CONSTRAINT "file_meta_values_field_id_file_meta_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."file_meta_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "file_contacts_pair_uq" ON "file_contacts" USING btree (least("file_id", "contact_file_id"),greatest("file_id", "contact_file_id"));--> statement-breakpoint
CREATE INDEX "file_contacts_file_idx" ON "file_contacts" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "file_contacts_contact_idx" ON "file_contacts" USING btree ("contact_file_id");--> statement-breakpoint
CREATE INDEX "file_meta_extensions_template_idx" ON "file_meta_extensions" USING btree ("project_id","template_id");--> statement-breakpoint
CREATE INDEX "file_meta_fields_template_idx" ON "file_meta_fields" USING btree ("template_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "file_meta_templates_name_uq" ON "file_meta_templates" USING btree ("project_id",lower("name"));--> statement-breakpoint
CREATE INDEX "file_meta_values_field_idx" ON "file_meta_values" USING btree ("field_id","value");