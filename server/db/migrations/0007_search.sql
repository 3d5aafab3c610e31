-- Full-text search (decision 014). Each searchable table keeps a tsvector of its words, computed by
-- PostgreSQL on every write, with a GIN index. Titles weigh A, bodies B, template descriptions C,
-- chat messages the default D. Only the first 150,000 characters of a body are indexed: a tsvector
-- may not exceed 1 MB, and a 2 MB document of distinct words would otherwise fail to save.
-- The columns are not in the Drizzle schema, so `select()` never reads them back.
ALTER TABLE "documents" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, left("content", 150000)), 'B')
) STORED;--> statement-breakpoint
CREATE INDEX "documents_search_idx" ON "documents" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  to_tsvector('english'::regconfig, left("content", 150000))
) STORED;--> statement-breakpoint
CREATE INDEX "messages_search_idx" ON "messages" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, left("content", 150000)), 'B')
) STORED;--> statement-breakpoint
CREATE INDEX "designs_search_idx" ON "designs" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "description"), 'C')
    || setweight(to_tsvector('english'::regconfig, left("content", 150000)), 'B')
) STORED;--> statement-breakpoint
CREATE INDEX "templates_search_idx" ON "templates" USING gin ("search_vector");
