CREATE TABLE "file_labels" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"color" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_node_labels" (
	"node_id" text NOT NULL,
	"label_id" text NOT NULL,
	CONSTRAINT "file_node_labels_node_id_label_id_pk" PRIMARY KEY("node_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "file_nodes" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"parent_id" text,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"file_type" text,
	"size" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"current_version_id" text,
	"is_in_cabinet" boolean DEFAULT false NOT NULL,
	"created_by" text NOT NULL,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recycled_at" timestamp with time zone,
	"recycled_by" text
);
--> statement-breakpoint
ALTER TABLE "file_node_labels" ADD CONSTRAINT "file_node_labels_node_id_file_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."file_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_node_labels" ADD CONSTRAINT "file_node_labels_label_id_file_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."file_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_nodes_parent_idx" ON "file_nodes" USING btree ("project_id","parent_id");--> statement-breakpoint
CREATE INDEX "file_nodes_created_idx" ON "file_nodes" USING btree ("project_id","created_at");