import { type Actor, isMember } from './policy';

/**
 * Templates are one library, seeded and kept by admins (no user owns one): every member reads and
 * uses them, admins change them. A user's own templates would add an owner clause here.
 */
export const templatePolicy = {
  /** See it and start a document from it. */
  use: (actor: Actor) => isMember(actor),
  /** Write, move or delete it (or its section). */
  manage: (actor: Actor) => isMember(actor) && actor.isAdmin,
};
