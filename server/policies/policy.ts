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
