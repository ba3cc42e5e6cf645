CREATE TABLE "model_conversions" (
	"source_sha256" text PRIMARY KEY NOT NULL,
	"file_type" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"job_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"fragments_sha256" text,
	"fragments_size" bigint,
	"schema" text,
	"length_unit" text,
	"root_id" integer,
	"element_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_elements" (
	"source_sha256" text NOT NULL,
	"express_id" integer NOT NULL,
	"parent_id" integer,
	"ifc_class" text NOT NULL,
	"guid" text,
	"name" text,
	"attrs" jsonb NOT NULL,
	"psets" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "model_elements_source_sha256_express_id_pk" PRIMARY KEY("source_sha256","express_id")
);
--> statement-breakpoint
ALTER TABLE "download_tickets" ADD COLUMN "purpose" text DEFAULT 'file' NOT NULL;--> statement-breakpoint
ALTER TABLE "model_conversions" ADD CONSTRAINT "model_conversions_source_sha256_blobs_sha256_fk" FOREIGN KEY ("source_sha256") REFERENCES "public"."blobs"("sha256") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_elements" ADD CONSTRAINT "model_elements_source_sha256_model_conversions_source_sha256_fk" FOREIGN KEY ("source_sha256") REFERENCES "public"."model_conversions"("source_sha256") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "model_elements_parent_idx" ON "model_elements" USING btree ("source_sha256","parent_id");