CREATE TABLE "project_group_logos" (
	"group_id" text PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"type" text NOT NULL,
	"bytes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_group_logos" ADD CONSTRAINT "project_group_logos_group_id_project_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."project_groups"("id") ON DELETE cascade ON UPDATE no action;