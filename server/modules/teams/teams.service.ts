import type { LiveEvent } from '../../../common/events';
import {
  TEAM_NOT_FOUND,
  TEAMS_ENTERPRISE,
  type CreateTeamBody,
  type InviteBody,
  type InviteResultDto,
  type TeamDto,
  type TeamMembersDto,
  type TeamRole,
} from '../../../common/teams';
import type { Db } from '../../db/database';
import type { AppContext } from '../../lib/context';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { teamInviteMail } from '../../mail/team-invite-mail';
import { authorize, type ActionOf } from '../../policies/can';
import { type Actor, isMember, type Member } from '../../policies/policy';
import type { PlanHolder } from '../billing/billing.service';
import * as q from './teams.queries';

const LAST_OWNER = 'A team needs an owner: make another member an owner first';

/** Teams are an Enterprise feature while plan limits are on (an administrator is never limited); everyone's otherwise. */
function assertTeamsInPlan(ctx: AppContext, user: PlanHolder) {
  if (!ctx.config.PLAN_LIMITS || user.isAdmin || user.plan === 'enterprise') return;
  throw new AppError(403, 'plan_feature', TEAMS_ENTERPRISE);
}

/** The team `teamId` names, if the actor may `action` it: 404 for a non-member (as for no team), 403 for a member without the role. */
export async function loadTeam<A extends ActionOf<'team'>>(db: Db, actor: Member, teamId: string, action: A) {
  const role = await q.roleIn(db, teamId, actor.id);
  const team = role ? { id: teamId, access: { userId: actor.id, role } } : undefined;
  return authorize(actor, action, { team }, { hidden: TEAM_NOT_FOUND, forbidden: 'Only an owner of the team may do this' });
}

const iso = (d: Date) => d.toISOString();

export async function createTeam(ctx: AppContext, user: PlanHolder & Member, body: CreateTeamBody): Promise<TeamDto> {
  assertTeamsInPlan(ctx, user);
  const team = await ctx.database.db.transaction((tx) => q.insertTeam(tx, { name: body.name, ownerId: user.id, now: ctx.clock.now() }));
  await membershipChanged(ctx, user.id, team.id);
  return { id: team.id, name: team.name, role: 'owner', createdAt: iso(team.createdAt) };
}

export const listTeams = async (ctx: AppContext, user: Member): Promise<TeamDto[]> =>
  (await q.listTeamsOf(ctx.database.db, user.id)).map((t) => ({ ...t, createdAt: iso(t.createdAt) }));

export async function listMembers(ctx: AppContext, actor: Member, teamId: string): Promise<TeamMembersDto> {
  const { db } = ctx.database;
  const team = await loadTeam(db, actor, teamId, 'read');
  const [members, invites] = await Promise.all([q.listMembers(db, team.id), q.listPendingInvites(db, team.id)]);
  return {
    members: members.map((m) => ({ ...m, joinedAt: iso(m.joinedAt) })),
    invites: invites.map((i) => ({ ...i, createdAt: iso(i.createdAt) })),
  };
}

/** Renames the team (owners only); every member's lists show the new name. */
export async function renameTeam(ctx: AppContext, actor: Member, teamId: string, body: CreateTeamBody): Promise<TeamDto> {
  const { db } = ctx.database;
  const team = await loadTeam(db, actor, teamId, 'manage');
  const renamed = await q.renameTeam(db, team.id, body.name);
  if (!renamed) throw notFound(TEAM_NOT_FOUND);
  for (const userId of await q.memberIds(db, team.id)) void ctx.events.publish(userId, { entity: 'team', action: 'updated', id: team.id });
  return { id: renamed.id, name: renamed.name, role: 'owner', createdAt: iso(renamed.createdAt) };
}

/**
 * Deletes the team (owners only), in one transaction: its members lose access at once on every
 * server; its items stay with whoever made them, in no team.
 */
export async function deleteTeam(ctx: AppContext, actor: Member, teamId: string) {
  const members = await ctx.database.db.transaction(async (tx) => {
    const team = await loadTeam(tx, actor, teamId, 'manage');
    const ids = await q.memberIds(tx, team.id);
    await q.deleteTeam(tx, team.id);
    return ids;
  });
  await Promise.all(members.map((userId) => membershipChanged(ctx, userId, teamId)));
}

/**
 * Invites an address: an account that exists becomes a member at once; any other address joins
 * when it signs in (`acceptInvitesAtSignIn`). Either way the address gets an e-mail linking to sign-in.
 */
export async function invite(
  ctx: AppContext,
  actor: Member & { email: string },
  teamId: string,
  body: InviteBody,
  siteUrl: string,
): Promise<InviteResultDto> {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const team = await loadTeam(db, actor, teamId, 'manage');
  const name = (await q.getTeam(db, team.id))?.name ?? '';
  const existing = await q.findUserByEmail(db, body.email);
  const joined = await db.transaction(async (tx) => {
    const account = existing?.otpVerified ? existing : undefined;
    await q.upsertInvite(tx, { teamId: team.id, email: body.email, role: body.role, invitedBy: actor.id, now, accepted: Boolean(account) });
    return account ? (await q.addMember(tx, { teamId: team.id, userId: account.id, role: body.role, now }), account) : undefined;
  });
  if (joined) await membershipChanged(ctx, joined.id, team.id);
  await ctx.mailer.send(teamInviteMail({ to: body.email, team: name, inviter: actor.email, role: body.role, signInUrl: `${siteUrl}/` }));
  return { status: joined ? 'joined' : 'invited', email: body.email, role: body.role };
}

/** At sign-in: every pending invite of the address makes the user a member (in the sign-in's transaction). */
export async function acceptInvitesAtSignIn(db: Db, args: { email: string; userId: string; now: Date }) {
  return q.acceptInvites(db, args);
}

/** Changes a member's role (owners only); the last owner cannot stop being one. */
export async function changeRole(ctx: AppContext, actor: Member, teamId: string, userId: string, role: TeamRole) {
  const { db } = ctx.database;
  await db.transaction(async (tx) => {
    const team = await loadTeam(tx, actor, teamId, 'manage');
    const current = await q.roleIn(tx, team.id, userId);
    if (!current) throw notFound('Member not found');
    if (current === 'owner' && role !== 'owner' && (await q.lockOwners(tx, team.id)) <= 1) throw badRequest(LAST_OWNER, 'last_owner');
    await q.setRole(tx, team.id, userId, role);
  });
  await membershipChanged(ctx, userId, teamId);
  const member = (await q.listMembers(db, teamId)).find((m) => m.userId === userId);
  if (!member) throw notFound('Member not found');
  return { ...member, joinedAt: iso(member.joinedAt) };
}

/** Removes a member: an owner removes anyone, a member removes themself (leaves); never the last owner. */
export async function removeMember(ctx: AppContext, actor: Member, teamId: string, userId: string) {
  const { db } = ctx.database;
  await db.transaction(async (tx) => {
    const team = await loadTeam(tx, actor, teamId, userId === actor.id ? 'read' : 'manage');
    const current = await q.roleIn(tx, team.id, userId);
    if (!current) throw notFound('Member not found');
    if (current === 'owner' && (await q.lockOwners(tx, team.id)) <= 1) throw badRequest(LAST_OWNER, 'last_owner');
    await q.deleteMember(tx, team.id, userId);
  });
  await membershipChanged(ctx, userId, teamId);
}

/**
 * What a user may see changed: every server forgets the answers it keeps for them (their lists and
 * searches) before this returns. The live event goes first; the account news after it is acknowledged
 * by every listening server, which hears notifications in order, so each has forgotten by then.
 */
async function membershipChanged(ctx: AppContext, userId: string, teamId: string) {
  void ctx.events.publish(userId, { entity: 'team', action: 'updated', id: teamId });
  await ctx.events.accountChanged(userId);
}

/**
 * A team item with the actor's role in its team, read now for this request (never kept): what the
 * policies read to let a member in. The owner of the item needs no role, so none is read for them.
 */
export async function withTeamAccess<R extends { userId: string; teamId: string | null }>(db: Db, actor: Actor, row: R | undefined) {
  if (!row || !row.teamId || !isMember(actor) || row.userId === actor.id) return row;
  const role = await q.roleIn(db, row.teamId, actor.id);
  return { ...row, teamAccess: role ? { userId: actor.id, teamId: row.teamId, role } : null };
}

/**
 * The team an item is put in: null (or undefined, left as it is) for none; 400 for a team the actor is
 * not in (as for none at all), 403 for a viewer.
 */
export async function teamChoice(db: Db, actor: Member, teamId: string | null | undefined): Promise<string | null | undefined> {
  if (teamId === undefined || teamId === null) return teamId;
  const role = await q.roleIn(db, teamId, actor.id);
  if (!role) throw badRequest('teamId: no such team of yours');
  const team = { id: teamId, access: { userId: actor.id, role } };
  return authorize(actor, 'contribute', { team }, { forbidden: "teamId: a team's viewers cannot put items in it" }).id;
}

/** The ids and addresses of a team's members, read now: whom a comment on a team item may mention. */
export const teamMembersOf = (db: Db, teamId: string) => q.listMembers(db, teamId);

/**
 * Tells the item's owner and, for a team item, every member of its team of a change (their lists are
 * forgotten on every server). Called without waiting, it never rejects: when the members cannot be
 * read, the owner alone hears of it.
 */
export const publishToItem = (ctx: AppContext, item: { userId: string; teamId?: string | null }, event: LiveEvent) =>
  publishMove(ctx, item, [item.teamId], event);

/** A team item moved between teams: both teams' members hear of it, as `publishToItem` says. */
export async function publishMove(ctx: AppContext, item: { userId: string }, teams: (string | null | undefined)[], event: LiveEvent) {
  const members = await Promise.all(teams.map((t) => (t ? q.memberIds(ctx.database.db, t) : []))).catch(() => []);
  for (const userId of new Set([item.userId, ...members.flat()])) void ctx.events.publish(userId, event);
}
