CREATE TABLE "staff_profiles" (
	"enterprise_id" text NOT NULL,
	"user_id" text NOT NULL,
	"post" text,
	CONSTRAINT "staff_profiles_enterprise_id_user_id_pk" PRIMARY KEY("enterprise_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD CONSTRAINT "staff_profiles_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;