ALTER TABLE "design_messages" ADD COLUMN "cut" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "cut" boolean DEFAULT false NOT NULL;