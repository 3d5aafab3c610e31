-- Full-text search (decision 014). Each searchable table keeps a tsvector of its words with a GIN
-- index. Titles weigh A, bodies B, template descriptions C, chat messages the default D. Only the
-- first 150,000 characters of a body are indexed: a tsvector may not exceed 1 MB, and a 2 MB
-- document of distinct words would otherwise fail to save. The columns are not in the Drizzle
-- schema, so `select()` never reads them back.
--
-- Documents are autosaved every second while someone types, and reading the words of a 50-page
-- document costs tens of milliseconds: a write only marks the row's vector stale (NULL, by the
-- trigger), and search computes the stale vectors of the searching user before it reads
-- (`documents_search_vector`, one definition for both). Messages, designs and templates are written
-- rarely and keep generated columns.
CREATE FUNCTION documents_search_vector(title text, content text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, left(content, 150000)), 'B')
$$;--> statement-breakpoint
CREATE FUNCTION documents_search_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := NULL;
  RETURN NEW;
END
$$;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "search_vector" tsvector;--> statement-breakpoint
UPDATE "documents" SET "search_vector" = documents_search_vector("title", "content");--> statement-breakpoint
CREATE TRIGGER documents_search_stale BEFORE INSERT OR UPDATE OF "title", "content" ON "documents"
  FOR EACH ROW EXECUTE FUNCTION documents_search_stale();--> statement-breakpoint
CREATE INDEX "documents_search_idx" ON "documents" USING gin ("search_vector") WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "documents_title_search_idx" ON "documents" USING gin (to_tsvector('english'::regconfig, "title")) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "documents_search_stale_idx" ON "documents" ("user_id") WHERE "search_vector" IS NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  to_tsvector('english'::regconfig, left("content", 150000))
) STORED;--> statement-breakpoint
CREATE INDEX "messages_search_idx" ON "messages" USING gin ("search_vector") WITH (fastupdate = off);--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, left("content", 150000)), 'B')
) STORED;--> statement-breakpoint
CREATE INDEX "designs_search_idx" ON "designs" USING gin ("search_vector") WITH (fastupdate = off);--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "description"), 'C')
    || setweight(to_tsvector('english'::regconfig, left("content", 150000)), 'B')
) STORED;--> statement-breakpoint
CREATE INDEX "templates_search_idx" ON "templates" USING gin ("search_vector") WITH (fastupdate = off);
