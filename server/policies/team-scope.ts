import { eq, or, type Placeholder, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The columns a scope reads of a team item's table (or of an alias of it). */
export type TeamItemColumns = { userId: PgColumn; teamId: PgColumn };

/**
 * The team items a member sees, as a SQL condition: their own, and those of every team they belong
 * to (read from `team_members` by the statement itself, so a removal counts at the next statement).
 */
export const teamItemScope = (reader: string | Placeholder, table: TeamItemColumns) =>
  or(eq(table.userId, reader), sql`${table.teamId} IN (SELECT tm.team_id FROM team_members tm WHERE tm.user_id = ${reader})`)!;
