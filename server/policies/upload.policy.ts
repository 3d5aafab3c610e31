import { type Actor, isMember, isOwner } from './policy';

/**
 * What an upload rule reads of the file: who uploaded it, and whom a design showing it as its image
 * lets read it (loaded for the asker of this request: a design of their team names the file).
 */
export type UploadSubject = { userId: string; imageOfDesignReadBy?: string | null };

/** Who may do what with an uploaded file. */
export const uploadPolicy = {
  /** Be served the file (or its thumbnail): its uploader, or a reader of a design whose image it is. */
  read: (actor: Actor, upload: UploadSubject) => isOwner(actor, upload) || (isMember(actor) && upload.imageOfDesignReadBy === actor.id),
  /** Name it as a design's image. */
  attach: (actor: Actor, upload: UploadSubject) => isOwner(actor, upload),
};

/**
 * Whether a file a resource names (a design's image, a file linked in a chat) counts as part of that
 * resource: only when the resource's owner uploaded it. Whoever may read the resource then reads it.
 */
export const isPartOf = (upload: UploadSubject, resource: { userId: string }) => upload.userId === resource.userId;
