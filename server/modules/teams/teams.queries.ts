import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { TeamRole } from '../../../common/teams';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/auth';
import { teamInvites, teamMembers, teams } from '../../db/schema/teams';
import { isUuid } from '../../lib/ids';

const memberOf = (teamId: string, userId: string) => and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId));

export async function insertTeam(db: Db, args: { name: string; ownerId: string; now: Date }) {
  const [team] = await db.insert(teams).values({ name: args.name, ownerId: args.ownerId, createdAt: args.now }).returning();
  if (!team) throw new Error('team insert returned nothing');
  await db.insert(teamMembers).values({ teamId: team.id, userId: args.ownerId, role: 'owner', createdAt: args.now });
  return team;
}

/** The teams the user belongs to, with their role in each, by name. */
export const listTeamsOf = (db: Db, userId: string) =>
  db
    .select({ id: teams.id, name: teams.name, role: teamMembers.role, createdAt: teams.createdAt })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId))
    .orderBy(asc(teams.name), asc(teams.createdAt));

/** The user's role in the team, read now (never kept): undefined when they are not a member. */
export async function roleIn(db: Db, teamId: string, userId: string): Promise<TeamRole | undefined> {
  if (!isUuid(teamId)) return undefined;
  const [row] = await db.select({ role: teamMembers.role }).from(teamMembers).where(memberOf(teamId, userId));
  return row?.role;
}

export async function getTeam(db: Db, teamId: string) {
  if (!isUuid(teamId)) return undefined;
  const [row] = await db.select().from(teams).where(eq(teams.id, teamId));
  return row;
}

export const listMembers = (db: Db, teamId: string) =>
  db
    .select({ userId: teamMembers.userId, email: users.email, role: teamMembers.role, joinedAt: teamMembers.createdAt })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(teamMembers.createdAt), asc(users.email));

export const listPendingInvites = (db: Db, teamId: string) =>
  db
    .select({ id: teamInvites.id, email: teamInvites.email, role: teamInvites.role, createdAt: teamInvites.createdAt })
    .from(teamInvites)
    .where(and(eq(teamInvites.teamId, teamId), isNull(teamInvites.acceptedAt)))
    .orderBy(asc(teamInvites.createdAt));

/** The ids of the team's members: who hears of a change of a team item. */
export const memberIds = async (db: Db, teamId: string) =>
  (await db.select({ userId: teamMembers.userId }).from(teamMembers).where(eq(teamMembers.teamId, teamId))).map((r) => r.userId);

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select({ id: users.id, otpVerified: users.otpVerified }).from(users).where(eq(users.email, email));
  return row;
}

/** Adds a member, or keeps the one there (their role unchanged); answers whether they were added. */
export async function addMember(db: Db, args: { teamId: string; userId: string; role: TeamRole; now: Date }) {
  const added = await db
    .insert(teamMembers)
    .values({ teamId: args.teamId, userId: args.userId, role: args.role, createdAt: args.now })
    .onConflictDoNothing()
    .returning({ userId: teamMembers.userId });
  return added.length === 1;
}

/** Records an invite: a pending one for the same address is replaced (its role updated). */
export async function upsertInvite(
  db: Db,
  args: { teamId: string; email: string; role: TeamRole; invitedBy: string; now: Date; accepted: boolean },
) {
  await db
    .delete(teamInvites)
    .where(and(eq(teamInvites.teamId, args.teamId), eq(teamInvites.email, args.email), isNull(teamInvites.acceptedAt)));
  await db.insert(teamInvites).values({
    teamId: args.teamId,
    email: args.email,
    role: args.role,
    invitedBy: args.invitedBy,
    createdAt: args.now,
    acceptedAt: args.accepted ? args.now : null,
  });
}

/** Accepts every pending invite of the address, making the user a member of each team; answers those teams. */
export async function acceptInvites(db: Db, args: { email: string; userId: string; now: Date }) {
  const accepted = await db
    .update(teamInvites)
    .set({ acceptedAt: args.now })
    .where(and(eq(teamInvites.email, args.email), isNull(teamInvites.acceptedAt)))
    .returning({ teamId: teamInvites.teamId, role: teamInvites.role });
  for (const invite of accepted) await addMember(db, { ...invite, userId: args.userId, now: args.now });
  return accepted.map((a) => a.teamId);
}

export async function setRole(db: Db, teamId: string, userId: string, role: TeamRole) {
  const rows = await db.update(teamMembers).set({ role }).where(memberOf(teamId, userId)).returning({ userId: teamMembers.userId });
  return rows.length === 1;
}

export async function deleteMember(db: Db, teamId: string, userId: string) {
  const rows = await db.delete(teamMembers).where(memberOf(teamId, userId)).returning({ userId: teamMembers.userId });
  return rows.length === 1;
}

/** Locks the team's member rows and counts its owners: two owners demoting each other cannot leave it with none. */
export async function lockOwners(db: Db, teamId: string) {
  await db.execute(sql`SELECT 1 FROM team_members WHERE team_id = ${teamId} FOR UPDATE`);
  const [row] = await db
    .select({ owners: count() })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, 'owner')));
  return row?.owners ?? 0;
}

/** Renames the team; answers it as its owner sees it. */
export async function renameTeam(db: Db, teamId: string, name: string) {
  const [team] = await db.update(teams).set({ name }).where(eq(teams.id, teamId)).returning();
  return team;
}

/** Deletes the team with its members and invites; its items stay with their owners, in no team (`set null`). */
export async function deleteTeam(db: Db, teamId: string) {
  await db.delete(teams).where(eq(teams.id, teamId));
}
