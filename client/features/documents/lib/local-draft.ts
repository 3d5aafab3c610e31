/**
 * The editor's text kept in this browser (localStorage) until the server holds it, so a failed
 * network or a closed tab loses nothing. One draft per user and document, and one for the new,
 * unsaved document.
 */
export type DocumentDraft = {
  title: string;
  /** The user typed the title: it no longer follows the first line. */
  titleEdited: boolean;
  content: string;
  /** When the draft was written (ms since the epoch, this device's clock). */
  editedAt: number;
  /** The server copy's updatedAt the edits started from; null for a new document. */
  baseUpdatedAt: string | null;
};

const PREFIX = 'northstar:document-draft';

export const draftKey = (userId: string, documentId: string | null) => `${PREFIX}:${userId}:${documentId ?? 'new'}`;

function isDraft(value: unknown): value is DocumentDraft {
  if (!value || typeof value !== 'object') return false;
  const d = value as Record<string, unknown>;
  return (
    typeof d.title === 'string' &&
    typeof d.titleEdited === 'boolean' &&
    typeof d.content === 'string' &&
    typeof d.editedAt === 'number' &&
    (d.baseUpdatedAt === null || typeof d.baseUpdatedAt === 'string')
  );
}

export function readDraft(key: string): DocumentDraft | null {
  try {
    const raw = localStorage.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Writes the draft; false when the browser refuses (storage full or disabled). */
export function writeDraft(key: string, draft: DocumentDraft): boolean {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage disabled: there is nothing to remove.
  }
}

/** Removes every draft of a document (all users of this browser): it was deleted. */
export function removeDocumentDrafts(documentId: string) {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    for (const key of keys) if (key?.startsWith(`${PREFIX}:`) && key.endsWith(`:${documentId}`)) localStorage.removeItem(key);
  } catch {
    // Storage disabled.
  }
}

type ServerCopy = { title: string; content: string; updatedAt: string };

/**
 * Whether a draft holds edits newer than the server copy: it differs, and either the server copy has
 * not changed since the draft's edits began, or the draft was written after the server's last change.
 */
export function isDraftNewer(draft: DocumentDraft, server: ServerCopy): boolean {
  if (draft.content === server.content && draft.title === server.title) return false;
  if (draft.baseUpdatedAt !== null && draft.baseUpdatedAt === server.updatedAt) return true;
  const serverTime = Date.parse(server.updatedAt);
  return Number.isFinite(serverTime) && draft.editedAt > serverTime;
}
