CREATE TABLE "throttle_counts" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "throttle_counts_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
DROP TABLE "login_attempts" CASCADE;--> statement-breakpoint
CREATE INDEX "throttle_counts_window_idx" ON "throttle_counts" USING btree ("window_start");