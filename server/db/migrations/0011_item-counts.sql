CREATE TABLE "item_counts" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_counts_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "item_counts" ADD CONSTRAINT "item_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_user_updated_id_idx" ON "documents" USING btree ("user_id","updated_at","id");--> statement-breakpoint
-- Counts kept with the writes (decision 048): each insert, delete, or change of type or owner
-- of a document or design moves its user's count by one, in the writing transaction. Documents are
-- counted by type ('document:prd'), designs as 'design' (a journey type is also called 'design'). A delete
-- only lowers a count that exists, so deleting a user (whose counts go by cascade) never writes one.
CREATE FUNCTION item_counts_move(owner uuid, item_kind text, delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF delta > 0 THEN
    INSERT INTO "item_counts" ("user_id", "kind", "count") VALUES (owner, item_kind, delta)
      ON CONFLICT ("user_id", "kind") DO UPDATE SET "count" = "item_counts"."count" + delta;
  ELSE
    UPDATE "item_counts" SET "count" = "count" + delta WHERE "user_id" = owner AND "kind" = item_kind;
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION documents_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN PERFORM item_counts_move(OLD."user_id", 'document:' || OLD."type", -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM item_counts_move(NEW."user_id", 'document:' || NEW."type", 1); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER documents_count AFTER INSERT OR DELETE ON "documents" FOR EACH ROW EXECUTE FUNCTION documents_count();--> statement-breakpoint
CREATE TRIGGER documents_count_moved AFTER UPDATE OF "type", "user_id" ON "documents" FOR EACH ROW
  WHEN (OLD."type" IS DISTINCT FROM NEW."type" OR OLD."user_id" IS DISTINCT FROM NEW."user_id")
  EXECUTE FUNCTION documents_count();--> statement-breakpoint
CREATE FUNCTION designs_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN PERFORM item_counts_move(OLD."user_id", 'design', -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM item_counts_move(NEW."user_id", 'design', 1); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER designs_count AFTER INSERT OR DELETE ON "designs" FOR EACH ROW EXECUTE FUNCTION designs_count();--> statement-breakpoint
CREATE TRIGGER designs_count_moved AFTER UPDATE OF "user_id" ON "designs" FOR EACH ROW
  WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id")
  EXECUTE FUNCTION designs_count();--> statement-breakpoint
INSERT INTO "item_counts" ("user_id", "kind", "count")
  SELECT "user_id", 'document:' || "type", count(*) FROM "documents" GROUP BY 1, 2
  UNION ALL
  SELECT "user_id", 'design', count(*) FROM "designs" GROUP BY 1;
