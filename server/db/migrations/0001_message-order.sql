DROP INDEX "design_messages_design_created_idx";--> statement-breakpoint
DROP INDEX "messages_document_created_idx";--> statement-breakpoint
ALTER TABLE "design_messages" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "design_messages_design_seq_idx" ON "design_messages" USING btree ("design_id","seq");--> statement-breakpoint
CREATE INDEX "messages_document_seq_idx" ON "messages" USING btree ("document_id","seq");