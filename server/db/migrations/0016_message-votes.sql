ALTER TABLE "messages" ADD COLUMN "vote" smallint;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "vote_comment" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "voted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "messages_voted_idx" ON "messages" USING btree ("voted_at") WHERE "messages"."vote" IS NOT NULL;