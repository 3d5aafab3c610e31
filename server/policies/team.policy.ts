import { type Actor, isMember, type TeamRole } from './policy';

/** What a team rule reads of the team: the asker's role in it, loaded for this request (null: not a member). */
export type TeamSubject = { id: string; access: { userId: string; role: TeamRole } | null };

const roleOf = (actor: Actor, team: TeamSubject) => (isMember(actor) && team.access?.userId === actor.id ? team.access.role : null);

/** Who may do what with a team: its members see it (others get 404), its owners manage it. */
export const teamPolicy = {
  /** See it, its members and pending invites; leave it. */
  read: (actor: Actor, team: TeamSubject) => roleOf(actor, team) !== null,
  /** Put one's own chat, document, design or product in it. */
  contribute: (actor: Actor, team: TeamSubject) => ['owner', 'editor'].includes(roleOf(actor, team) ?? ''),
  /** Invite, change roles, remove members. */
  manage: (actor: Actor, team: TeamSubject) => roleOf(actor, team) === 'owner',
};
