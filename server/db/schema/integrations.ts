import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TRACKERS } from '../../../common/integrations';
import { users } from './auth';
import { at, createdAt, id, updatedAt } from './columns';
import { documents } from './documents';
import { teams } from './teams';

/**
 * A tracker connection (Linear, Jira, GitHub): a user's own (`user_id`) or a team's (`team_id`),
 * one of each per tracker. The token is kept only sealed (AES-256-GCM under the server's key,
 * `server/lib/secrets.ts`) and never answered; it goes with its user or team.
 */
export const trackerConnections = pgTable(
  'tracker_connections',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    target: text('target', { enum: TRACKERS }).notNull(),
    /** The API root when not the tracker's public one (GitHub Enterprise, a Jira site, a test server). */
    baseUrl: text('base_url'),
    /** Linear team key, Jira project key, or GitHub `owner/repo`. */
    project: text('project'),
    /** Jira Cloud's account e-mail, sent with the token as basic auth. */
    account: text('account'),
    tokenSealed: text('token_sealed').notNull(),
    /** Who connected it (a team's owner for a team's connection). */
    connectedBy: uuid('connected_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tracker_connections_owner', sql`(${t.userId} IS NULL) <> (${t.teamId} IS NULL)`),
    uniqueIndex('tracker_connections_user_idx')
      .on(t.userId, t.target)
      .where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex('tracker_connections_team_idx')
      .on(t.teamId, t.target)
      .where(sql`${t.teamId} IS NOT NULL`),
  ],
);

/**
 * The issue a document's requirement (its hand-off `key`) became in a tracker: a second send of the
 * key updates that issue. Recorded only for issues the tracker really created; goes with the document.
 */
export const trackerLinks = pgTable(
  'tracker_links',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    target: text('target', { enum: TRACKERS }).notNull(),
    key: text('key').notNull(),
    /** The title it was last sent with: the editor finds the requirement by it or by its key. */
    title: text('title').notNull(),
    /** The tracker's id of the issue (Linear's id, Jira's key, GitHub's number). */
    externalId: text('external_id').notNull(),
    url: text('url').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.target, t.key] })],
);

/**
 * A send under way, one per document and tracker: a second send of the same document to the same
 * tracker waits for it (409), so two at once cannot both create an issue for one requirement. Deleted
 * when the send ends; one left by a crashed server counts as ended after a while.
 */
export const trackerSends = pgTable(
  'tracker_sends',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    target: text('target', { enum: TRACKERS }).notNull(),
    startedAt: at('started_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.target] })],
);
