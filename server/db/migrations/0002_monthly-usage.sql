CREATE TABLE "monthly_usage" (
	"user_id" uuid NOT NULL,
	"period" text NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "monthly_usage_user_id_period_pk" PRIMARY KEY("user_id","period")
);
--> statement-breakpoint
ALTER TABLE "monthly_usage" ADD CONSTRAINT "monthly_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;