CREATE TABLE "node_acl_grants" (
	"target_id" text NOT NULL,
	"module" text NOT NULL,
	"role_id" text NOT NULL,
	"action" text NOT NULL,
	CONSTRAINT "node_acl_grants_target_id_module_role_id_action_pk" PRIMARY KEY("target_id","module","role_id","action")
);
--> statement-breakpoint
CREATE TABLE "node_acls" (
	"target_id" text NOT NULL,
	"module" text NOT NULL,
	"project_id" text NOT NULL,
	"mode" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "node_acls_target_id_module_pk" PRIMARY KEY("target_id","module")
);
--> statement-breakpoint
CREATE TABLE "share_grants" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"link_id" text NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_link_items" (
	"link_id" text NOT NULL,
	"node_id" text NOT NULL,
	CONSTRAINT "share_link_items_link_id_node_id_pk" PRIMARY KEY("link_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"enterprise_id" text NOT NULL,
	"name" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_days" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"identities" jsonb NOT NULL,
	"code" text,
	"allow_download" boolean DEFAULT true NOT NULL,
	"cancelled_at" timestamp with time zone,
	"visits" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cabinet_drawings" (
	"id" text PRIMARY KEY NOT NULL,
	"cabinet_id" text NOT NULL,
	"project_id" text NOT NULL,
	"node_id" text NOT NULL,
	"version_id" text,
	"display_date" date NOT NULL,
	"added_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cabinets" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "node_acl_grants" ADD CONSTRAINT "node_acl_grants_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_grants" ADD CONSTRAINT "share_grants_link_id_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link_items" ADD CONSTRAINT "share_link_items_link_id_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link_items" ADD CONSTRAINT "share_link_items_node_id_file_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."file_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabinet_drawings" ADD CONSTRAINT "cabinet_drawings_cabinet_id_cabinets_id_fk" FOREIGN KEY ("cabinet_id") REFERENCES "public"."cabinets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabinet_drawings" ADD CONSTRAINT "cabinet_drawings_node_id_file_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."file_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "node_acls_project_idx" ON "node_acls" USING btree ("project_id","module");--> statement-breakpoint
CREATE INDEX "share_grants_link_idx" ON "share_grants" USING btree ("link_id");--> statement-breakpoint
CREATE INDEX "share_link_items_node_idx" ON "share_link_items" USING btree ("node_id");--> statement-breakpoint
CREATE INDEX "share_links_project_idx" ON "share_links" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cabinet_drawings_unique" ON "cabinet_drawings" USING btree ("cabinet_id","node_id");--> statement-breakpoint
CREATE INDEX "cabinet_drawings_node_idx" ON "cabinet_drawings" USING btree ("node_id");--> statement-breakpoint
CREATE INDEX "cabinet_drawings_date_idx" ON "cabinet_drawings" USING btree ("cabinet_id","display_date");--> statement-breakpoint
CREATE INDEX "cabinets_parent_idx" ON "cabinets" USING btree ("project_id","parent_id");--> statement-breakpoint
-- The document and cabinet actions became the spec's own (docs/sharing-permissions.md "Actions"):
-- each old grant becomes the new actions it covered; then the old ones go.
INSERT INTO "role_permissions" ("role_id", "module", "action", "allowed")
SELECT rp."role_id", m."module", m."new_action", rp."allowed"
FROM "role_permissions" rp
JOIN (VALUES
  ('dms', 'enter', 'dms', 'query'),
  ('dms', 'edit', 'dms', 'rename'), ('dms', 'edit', 'dms', 'move'), ('dms', 'edit', 'dms', 'copy'),
  ('dms', 'edit', 'dms', 'status'), ('dms', 'edit', 'dms', 'update'), ('dms', 'edit', 'dms', 'cabinet'),
  ('dms', 'import', 'dms', 'upload'), ('dms', 'import', 'dms', 'update'),
  ('dms', 'export', 'dms', 'download'), ('dms', 'export', 'dms', 'share'),
  ('dms', 'permission', 'dms', 'annotation_permission'), ('dms', 'permission', 'dms', 'owner'),
  ('cabinet', 'enter', 'cabinet', 'allow'),
  ('cabinet', 'add', 'cabinet', 'addchild'), ('cabinet', 'add', 'cabinet', 'adddrawing'), ('cabinet', 'import', 'cabinet', 'adddrawing'),
  ('cabinet', 'edit', 'cabinet', 'edit'), ('cabinet', 'edit', 'cabinet', 'rename'), ('cabinet', 'edit', 'cabinet', 'move'),
  ('cabinet', 'delete', 'cabinet', 'remove'),
  ('cabinet', 'export', 'cabinet', 'download'),
  ('project', 'enter', 'annotation', 'access'), ('project', 'enter', 'annotation', 'add')
) AS m("old_module", "old_action", "module", "new_action")
  ON rp."module" = m."old_module" AND rp."action" = m."old_action"
ON CONFLICT ("role_id", "module", "action") DO UPDATE SET "allowed" = "role_permissions"."allowed" OR EXCLUDED."allowed";
--> statement-breakpoint
-- Built-in project administrator roles hold every action, new ones included.
INSERT INTO "role_permissions" ("role_id", "module", "action", "allowed")
SELECT r."id", a."module", a."action", true
FROM "roles" r
CROSS JOIN (VALUES
  ('dms', 'query'), ('dms', 'upload'), ('dms', 'update'), ('dms', 'rename'), ('dms', 'copy'), ('dms', 'move'), ('dms', 'status'),
  ('dms', 'download'), ('dms', 'share'), ('dms', 'cabinet'), ('dms', 'annotation_permission'), ('dms', 'owner'),
  ('cabinet', 'allow'), ('cabinet', 'rename'), ('cabinet', 'remove'), ('cabinet', 'move'), ('cabinet', 'addchild'), ('cabinet', 'adddrawing'), ('cabinet', 'download'),
  ('annotation', 'access'), ('annotation', 'add'), ('annotation', 'delete'), ('annotation', 'associate_task')
) AS a("module", "action")
WHERE r."built_in" = 'project_admin'
ON CONFLICT ("role_id", "module", "action") DO UPDATE SET "allowed" = true;
--> statement-breakpoint
DELETE FROM "role_permissions" WHERE ("module" = 'dms' AND "action" IN ('edit', 'import', 'export'))
  OR ("module" = 'cabinet' AND "action" IN ('enter', 'add', 'import', 'export'));
