import type { UserRow } from '../modules/auth/auth.queries';

/** Who asks: a signed-in user, or a visitor (null). */
export type Actor = Pick<UserRow, 'id' | 'isAdmin' | 'otpVerified'> | null;

/** A signed-in, verified user: who a route for users is served to. */
export type Member = NonNullable<Actor>;

/** A verified user, the only kind of actor a policy grants anything beyond public routes to. */
export const isMember = (actor: Actor): actor is Member => Boolean(actor?.otpVerified);

/** Whether the actor is the user a row belongs to (its `user_id`). */
export const isOwner = (actor: Actor, row: { userId: string }) => isMember(actor) && actor.id === row.userId;

/** The resource a request names in its path (`:id`) and who asks for it: what a service loads, then authorizes. */
export type Ask = { id: string; actor: Member };

/** A member's role in a team. */
export type TeamRole = 'owner' | 'editor' | 'viewer';

/**
 * A team item (product, chat, document, design) as its rules read it: whose it is, its team, and the
 * asker's role in that team as loaded with it, fresh from the database for this request (never kept
 * between requests, so a removed member is refused at once). `teamAccess` names whose role it is: a
 * role loaded for someone else grants nothing.
 */
export type TeamItem = {
  userId: string;
  teamId?: string | null;
  teamAccess?: { userId: string; teamId: string; role: TeamRole } | null;
};

/** The actor's role in the item's team, or null: not in a team, or not a member of it. */
export function teamRoleOf(actor: Actor, item: TeamItem): TeamRole | null {
  const access = item.teamAccess;
  if (!isMember(actor) || !item.teamId || !access) return null;
  return access.userId === actor.id && access.teamId === item.teamId ? access.role : null;
}

/** The rules every team item follows, for the owner and the team's members by role. */
export const teamItemRules = {
  /** Its owner or any member of its team. */
  read: (actor: Actor, item: TeamItem) => isOwner(actor, item) || teamRoleOf(actor, item) !== null,
  /** Its owner, or an editor or owner of its team. */
  write: (actor: Actor, item: TeamItem) => isOwner(actor, item) || ['editor', 'owner'].includes(teamRoleOf(actor, item) ?? ''),
  /** Its owner, or an owner of its team. */
  delete: (actor: Actor, item: TeamItem) => isOwner(actor, item) || teamRoleOf(actor, item) === 'owner',
  /** Moving it into or out of a team: its owner only. */
  share: (actor: Actor, item: TeamItem) => isOwner(actor, item),
};
