CREATE TABLE "project_org_members" (
	"org_id" text NOT NULL,
	"project_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_org_members_org_id_user_id_pk" PRIMARY KEY("org_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "project_orgs" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"remark" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_org_members" ADD CONSTRAINT "project_org_members_org_id_project_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."project_orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_org_members_member_idx" ON "project_org_members" USING btree ("project_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_orgs_project_name_uq" ON "project_orgs" USING btree ("project_id",lower("name"));--> statement-breakpoint
CREATE INDEX "project_orgs_project_idx" ON "project_orgs" USING btree ("project_id","created_at");