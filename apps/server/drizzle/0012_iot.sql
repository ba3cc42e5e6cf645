CREATE TABLE "iot_devices" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"location" text,
	"kind" text DEFAULT 'combined' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"installed_at" date,
	"remark" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iot_readings" (
	"device_id" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"temperature" real,
	"humidity" real,
	"pm2_5" real,
	"co2" real,
	"h2s" real,
	"hcho" real,
	"nh3" real,
	"tvoc" real,
	CONSTRAINT "iot_readings_pk" PRIMARY KEY("device_id","taken_at")
);
--> statement-breakpoint
CREATE TABLE "iot_repairs" (
	"id" text PRIMARY KEY NOT NULL,
	"device_id" text NOT NULL,
	"project_id" text NOT NULL,
	"fault" text NOT NULL,
	"reporter" text NOT NULL,
	"reported_by" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"fix_remark" text,
	"fixed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fixed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "iot_settings" (
	"project_id" text PRIMARY KEY NOT NULL,
	"temperature_offset" real DEFAULT 0 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "iot_readings" ADD CONSTRAINT "iot_readings_device_id_iot_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."iot_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iot_repairs" ADD CONSTRAINT "iot_repairs_device_id_iot_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."iot_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "iot_devices_code_unique" ON "iot_devices" USING btree ("project_id","code");--> statement-breakpoint
CREATE INDEX "iot_repairs_project_idx" ON "iot_repairs" USING btree ("project_id","status","created_at");--> statement-breakpoint
CREATE INDEX "iot_repairs_device_idx" ON "iot_repairs" USING btree ("device_id");--> statement-breakpoint
-- The iot permission module (docs/iot.md): built-in project administrators hold every action,
-- built-in project members see the dashboards and report repairs, as new projects get them.
INSERT INTO "role_permissions" ("role_id", "module", "action", "allowed")
SELECT r."id", 'iot', a."action", true
FROM "roles" r
CROSS JOIN (VALUES ('enter'), ('edit'), ('ingest'), ('repair')) AS a("action")
WHERE r."built_in" = 'project_admin'
ON CONFLICT ("role_id", "module", "action") DO UPDATE SET "allowed" = true;
--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "module", "action", "allowed")
SELECT r."id", 'iot', a."action", true
FROM "roles" r
CROSS JOIN (VALUES ('enter'), ('repair')) AS a("action")
WHERE r."built_in" = 'project_member'
ON CONFLICT ("role_id", "module", "action") DO NOTHING;
