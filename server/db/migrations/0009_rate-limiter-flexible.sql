-- Rate limits are counted by rate-limiter-flexible (decision 028). Without Redis, its PostgreSQL store
-- keeps one row per counter in "rate_limits" (its own columns, in its order). The table is made here,
-- under the migration lock, instead of by the library at start-up, so app servers starting together
-- never race to create it. Like the events it replaces, it holds counters of the last minutes:
-- unlogged, so counting an AI call or a sign-in writes no WAL. The sliding-window events and their
-- consume function (migrations 0003 and 0004) go.
DROP FUNCTION IF EXISTS rate_consume(text[], integer[], bigint[], timestamptz);--> statement-breakpoint
DROP TABLE "rate_events" CASCADE;--> statement-breakpoint
CREATE UNLOGGED TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
