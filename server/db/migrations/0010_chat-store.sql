-- One messages table for every chat (decision 031): a message belongs to a document or to a design,
-- holds typed parts, and keeps the memory facts it was sent with beside its text. Nothing is lost:
-- design messages move over in their order, and old messages get their parts and facts.
ALTER TABLE "messages" ALTER COLUMN "document_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "design_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "parts" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "context" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_design_seq_idx" ON "messages" USING btree ("design_id","seq");--> statement-breakpoint
-- Design messages after every message there is, in their own order, with their ids and times.
INSERT INTO "messages" ("id", "design_id", "role", "content", "cut", "created_at", "seq")
SELECT "id", "design_id", "role", "content", "cut", "created_at",
       (SELECT coalesce(max("seq"), 0) FROM "messages") + row_number() OVER (ORDER BY "seq")
  FROM "design_messages";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"messages"', 'seq'), greatest((SELECT max("seq") FROM "messages"), 1), (SELECT count(*) > 0 FROM "messages"));--> statement-breakpoint
-- A user's message sent with a context block (`key: value` lines, a blank line, as `splitContextBlock`
-- reads it): the facts go beside it, in their order, and the text is the rest.
UPDATE "messages" m
   SET "context" = (
         SELECT coalesce(jsonb_agg(jsonb_build_object(
                  'key', split_part(l.line, ': ', 1),
                  'value', substr(l.line, strpos(l.line, ': ') + 2),
                  'importance', CASE split_part(l.line, ': ', 1)
                                  WHEN 'product_name' THEN 5 WHEN 'business_goals' THEN 5
                                  WHEN 'target_audience' THEN 4 WHEN 'main_features' THEN 4 WHEN 'pain_points' THEN 4
                                  ELSE 1 END) ORDER BY l.n), '[]'::jsonb)
           FROM regexp_split_to_table(b.block, '\n') WITH ORDINALITY AS l(line, n)
          WHERE l.line <> ''),
       "content" = substr(m."content", length(b.block) + 2)
  FROM (SELECT "id", substring("content" FROM '^((?:[a-z][a-z0-9_]*: [^\n\r\u2028\u2029]*\n)+)\n') AS block
          FROM "messages" WHERE "role" = 'user') b
 WHERE b."id" = m."id" AND b.block IS NOT NULL;--> statement-breakpoint
-- Parts from the text (as `partsFromText` reads it): a user's upload line is a file part, else text.
UPDATE "messages"
   SET "parts" = CASE
     WHEN "role" = 'user' AND "content" ~ '^!\[Uploaded Image\]\(/uploads/[0-9a-f-]{36}\.(png|jpg|webp|gif)\)$' THEN
       jsonb_build_array(jsonb_build_object(
         'type', 'file',
         'mediaType', CASE substring("content" FROM '\.([a-z0-9]+)\)$')
                        WHEN 'png' THEN 'image/png' WHEN 'jpg' THEN 'image/jpeg' WHEN 'webp' THEN 'image/webp' ELSE 'image/gif' END,
         'url', substring("content" FROM '\((/uploads/[^)]*)\)$')))
     WHEN "role" = 'user' AND "content" ~ '^\[Uploaded file: [^]\n]*\]\(/uploads/[0-9a-f-]{36}\.[a-z0-9]+\)$' THEN
       jsonb_build_array(jsonb_build_object(
         'type', 'file',
         'mediaType', CASE substring("content" FROM '\.([a-z0-9]+)\)$')
                        WHEN 'png' THEN 'image/png' WHEN 'jpg' THEN 'image/jpeg' WHEN 'webp' THEN 'image/webp' WHEN 'gif' THEN 'image/gif'
                        WHEN 'pdf' THEN 'application/pdf'
                        WHEN 'docx' THEN 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
                        WHEN 'doc' THEN 'application/msword'
                        WHEN 'txt' THEN 'text/plain' WHEN 'md' THEN 'text/markdown' WHEN 'csv' THEN 'text/csv'
                        ELSE 'application/octet-stream' END,
         'url', substring("content" FROM '\]\((/uploads/[0-9a-f-]{36}\.[a-z0-9]+)\)$'),
         'filename', substring("content" FROM '^\[Uploaded file: ([^]\n]*)\]\(')))
     ELSE jsonb_build_array(jsonb_build_object('type', 'text', 'text', "content"))
   END;--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "parts" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_one_chat" CHECK (num_nonnulls("messages"."document_id", "messages"."design_id") = 1);--> statement-breakpoint
DROP TABLE "design_messages" CASCADE;
