import { type Actor, isOwner } from './policy';

/** What an upload rule reads of the file: who uploaded it. */
export type UploadSubject = { userId: string };

/** Who may do what with an uploaded file. */
export const uploadPolicy = {
  /** Be served the file (or its thumbnail). */
  read: (actor: Actor, upload: UploadSubject) => isOwner(actor, upload),
  /** Name it as a design's image. */
  attach: (actor: Actor, upload: UploadSubject) => isOwner(actor, upload),
};

/**
 * Whether a file a resource names (a design's image, a file linked in a chat) counts as part of that
 * resource: only when the resource's owner uploaded it. Whoever may read the resource then reads it.
 */
export const isPartOf = (upload: UploadSubject, resource: { userId: string }) => upload.userId === resource.userId;
