CREATE TABLE "tracker_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"team_id" uuid,
	"target" text NOT NULL,
	"base_url" text,
	"project" text,
	"account" text,
	"token_sealed" text NOT NULL,
	"connected_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracker_connections_owner" CHECK (("tracker_connections"."user_id" IS NULL) <> ("tracker_connections"."team_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "tracker_links" (
	"document_id" uuid NOT NULL,
	"target" text NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"external_id" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracker_links_document_id_target_key_pk" PRIMARY KEY("document_id","target","key")
);
--> statement-breakpoint
CREATE TABLE "tracker_sends" (
	"document_id" uuid NOT NULL,
	"target" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tracker_sends_document_id_target_pk" PRIMARY KEY("document_id","target")
);
--> statement-breakpoint
ALTER TABLE "tracker_connections" ADD CONSTRAINT "tracker_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_connections" ADD CONSTRAINT "tracker_connections_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_connections" ADD CONSTRAINT "tracker_connections_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_links" ADD CONSTRAINT "tracker_links_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_sends" ADD CONSTRAINT "tracker_sends_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tracker_connections_user_idx" ON "tracker_connections" USING btree ("user_id","target") WHERE "tracker_connections"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tracker_connections_team_idx" ON "tracker_connections" USING btree ("team_id","target") WHERE "tracker_connections"."team_id" IS NOT NULL;