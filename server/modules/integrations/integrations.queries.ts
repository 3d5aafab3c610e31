import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Tracker } from '../../../common/integrations';
import type { Db } from '../../db/database';
import { trackerConnections, trackerLinks, trackerSends } from '../../db/schema/integrations';
import { teamMembers, teams } from '../../db/schema/teams';
import { isUuid } from '../../lib/ids';

/** Whose connection: a user's own, or a team's. */
export type ConnectionOwner = { userId: string; teamId?: undefined } | { teamId: string; userId?: undefined };

const ownedBy = (owner: ConnectionOwner, target: Tracker) =>
  and(
    eq(trackerConnections.target, target),
    owner.teamId ? eq(trackerConnections.teamId, owner.teamId) : eq(trackerConnections.userId, owner.userId ?? ''),
  );

export type ConnectionValues = {
  target: Tracker;
  baseUrl: string | null;
  project: string;
  account: string | null;
  tokenSealed: string;
  connectedBy: string;
  now: Date;
};

/** Connects (or reconnects, replacing the old token) the owner's tracker, in one transaction. */
export async function saveConnection(db: Db, owner: ConnectionOwner, values: ConnectionValues) {
  const { now, ...rest } = values;
  await db.transaction(async (tx) => {
    await tx.delete(trackerConnections).where(ownedBy(owner, values.target));
    await tx
      .insert(trackerConnections)
      .values({ ...rest, userId: owner.userId ?? null, teamId: owner.teamId ?? null, createdAt: now, updatedAt: now });
  });
}

export const deleteConnection = (db: Db, owner: ConnectionOwner, target: Tracker) =>
  db.delete(trackerConnections).where(ownedBy(owner, target));

/** The user's own connections and those of the teams they are in, with the team's name and their role there. */
export const listConnectionsOf = (db: Db, userId: string) =>
  db
    .select({
      target: trackerConnections.target,
      project: trackerConnections.project,
      baseUrl: trackerConnections.baseUrl,
      teamId: trackerConnections.teamId,
      teamName: teams.name,
      role: teamMembers.role,
    })
    .from(trackerConnections)
    .leftJoin(teams, eq(teams.id, trackerConnections.teamId))
    .leftJoin(teamMembers, and(eq(teamMembers.teamId, trackerConnections.teamId), eq(teamMembers.userId, userId)))
    .where(or(eq(trackerConnections.userId, userId), sql`${teamMembers.userId} IS NOT NULL`))
    .orderBy(asc(trackerConnections.target), sql`${trackerConnections.teamId} NULLS FIRST`);

/** The connection a document's hand-off uses: its team's when it is in a team that has one, else the user's own. */
export async function connectionFor(db: Db, args: { target: Tracker; teamId: string | null; userId: string }) {
  const rows = await db
    .select()
    .from(trackerConnections)
    .where(
      and(
        eq(trackerConnections.target, args.target),
        or(
          args.teamId ? eq(trackerConnections.teamId, args.teamId) : sql`false`,
          and(eq(trackerConnections.userId, args.userId), isNull(trackerConnections.teamId)),
        ),
      ),
    );
  return rows.find((r) => r.teamId !== null) ?? rows[0];
}

export const listLinks = (db: Db, documentId: string) =>
  isUuid(documentId)
    ? db
        .select()
        .from(trackerLinks)
        .where(eq(trackerLinks.documentId, documentId))
        .orderBy(asc(trackerLinks.createdAt), asc(trackerLinks.key))
    : Promise.resolve([]);

/** The issues these keys of the document were sent as to the tracker. */
export const linksOf = (db: Db, documentId: string, target: Tracker, keys: string[]) =>
  db
    .select()
    .from(trackerLinks)
    .where(and(eq(trackerLinks.documentId, documentId), eq(trackerLinks.target, target), inArray(trackerLinks.key, keys)));

export type LinkValues = { key: string; title: string; externalId: string; url: string };

/** Records (or refreshes) the links of the issues a send created or updated: one statement, in the caller's transaction. */
export async function saveLinks(db: Db, documentId: string, target: Tracker, links: LinkValues[], now: Date) {
  if (links.length === 0) return;
  await db
    .insert(trackerLinks)
    .values(links.map((l) => ({ ...l, documentId, target, createdAt: now, updatedAt: now })))
    .onConflictDoUpdate({
      target: [trackerLinks.documentId, trackerLinks.target, trackerLinks.key],
      set: {
        title: sql`excluded.title`,
        externalId: sql`excluded.external_id`,
        url: sql`excluded.url`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/**
 * Claims the document's send to the tracker: true when no other send is under way (or the one there
 * started before `staleBefore`, left by a server that stopped). One statement: two claims at once
 * cannot both win.
 */
export async function claimSend(db: Db, args: { documentId: string; target: Tracker; now: Date; staleBefore: Date }) {
  const rows = await db
    .insert(trackerSends)
    .values({ documentId: args.documentId, target: args.target, startedAt: args.now })
    .onConflictDoUpdate({
      target: [trackerSends.documentId, trackerSends.target],
      set: { startedAt: args.now },
      setWhere: lt(trackerSends.startedAt, args.staleBefore),
    })
    .returning({ documentId: trackerSends.documentId });
  return rows.length > 0;
}

export const releaseSend = (db: Db, documentId: string, target: Tracker) =>
  db.delete(trackerSends).where(and(eq(trackerSends.documentId, documentId), eq(trackerSends.target, target)));
