DROP INDEX "documents_user_created_idx";--> statement-breakpoint
CREATE INDEX "documents_user_created_id_idx" ON "documents" USING btree ("user_id","created_at","id");