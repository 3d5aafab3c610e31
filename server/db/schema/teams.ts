import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TEAM_ROLES } from '../../../common/teams';
import { users } from './auth';
import { at, createdAt, id } from './columns';

/**
 * A team: people who see each other's team items (products, chats, documents, designs whose `team_id`
 * names it) by their role. `owner_id` is who created it (null once that account is gone); the owners
 * who manage it are the members whose role is `owner`. Deleting a team deletes its memberships and
 * invites and sets its items' `team_id` to null: every item falls back to its creator, none is lost.
 */
export const teams = pgTable('teams', {
  id: id(),
  name: text('name').notNull(),
  ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Who belongs to a team, once each, with their role; goes with the team or the account. */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: TEAM_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('team_members_team_user_idx').on(t.teamId, t.userId),
    // The scopes' `team_id IN (SELECT team_id FROM team_members WHERE user_id = reader)`.
    index('team_members_user_idx').on(t.userId, t.teamId),
  ],
);

/**
 * An invitation by e-mail (lower-cased): accepted (`accepted_at`) when that address signs in, or at
 * once when it already has an account. One pending invite per team and address.
 */
export const teamInvites = pgTable(
  'team_invites',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: TEAM_ROLES }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    acceptedAt: at('accepted_at'),
  },
  (t) => [
    uniqueIndex('team_invites_pending_idx')
      .on(t.teamId, t.email)
      .where(sql`${t.acceptedAt} IS NULL`),
    index('team_invites_email_idx').on(t.email),
  ],
);

/** A team item's team: null for none; the team's deletion leaves the item to its creator. */
export const teamColumn = () => uuid('team_id').references(() => teams.id, { onDelete: 'set null' });
