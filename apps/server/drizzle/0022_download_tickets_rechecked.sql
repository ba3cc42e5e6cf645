ALTER TABLE "download_tickets" ADD COLUMN "session_id" text;--> statement-breakpoint
ALTER TABLE "download_tickets" ADD COLUMN "via" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "download_tickets" ADD COLUMN "via_id" text;--> statement-breakpoint
ALTER TABLE "download_tickets" ADD COLUMN "node_id" text;--> statement-breakpoint
ALTER TABLE "download_tickets" ADD COLUMN "need" text DEFAULT 'download' NOT NULL;--> statement-breakpoint
ALTER TABLE "download_tickets" ADD COLUMN "uses_left" integer;