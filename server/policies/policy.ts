import type { UserRow } from '../modules/auth/auth.queries';

/** Who asks: a signed-in user, or a visitor (null). */
export type Actor = Pick<UserRow, 'id' | 'isAdmin' | 'otpVerified'> | null;

/** A verified user, the only kind of actor a policy grants anything beyond public routes to. */
export const isMember = (actor: Actor): actor is NonNullable<Actor> => Boolean(actor?.otpVerified);
