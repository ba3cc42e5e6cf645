CREATE TABLE "upload_policies" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sha256" text,
	"md5" text,
	"size" bigint
);
