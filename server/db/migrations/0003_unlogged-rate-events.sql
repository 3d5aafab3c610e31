-- Rate-limit events are counters of the last minutes: losing them in a crash only resets the limits.
-- An unlogged table writes no WAL, so counting an AI call or a sign-in costs no disk flush.
ALTER TABLE "rate_events" SET UNLOGGED;
