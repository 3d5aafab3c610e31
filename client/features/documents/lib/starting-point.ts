import type { DocumentDto } from '@common/documents';
import { DEFAULT_DOCUMENT_TITLE } from '@/features/documents/lib/document-title';
import { draftKey, isDraftNewer, readDraft, removeDraft } from '@/features/documents/lib/local-draft';

export type StartingPoint = {
  content: string;
  title: string;
  /** From the draft; null when it is to be worked out from the text (does the title follow the first line?). */
  titleEdited: boolean | null;
  /** 'edits': a saved document's unsaved edits came back from this device; 'draft': the new document's. */
  restored: 'edits' | 'draft' | null;
};

const hasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim().length > 0;

/**
 * What the editor opens with: the server's copy, or this device's draft when it holds newer edits
 * (a draft that is not newer is dropped).
 */
export function startingPoint(userId: string, initial: DocumentDto | null): StartingPoint {
  const key = draftKey(userId, initial?.id ?? null);
  const draft = readDraft(key);
  if (initial) {
    if (draft && isDraftNewer(draft, initial)) {
      return { content: draft.content, title: draft.title, titleEdited: draft.titleEdited, restored: 'edits' };
    }
    if (draft) removeDraft(key);
    return { content: initial.content, title: initial.title.trim() || DEFAULT_DOCUMENT_TITLE, titleEdited: null, restored: null };
  }
  if (draft && (hasText(draft.content) || draft.titleEdited)) {
    return { content: draft.content, title: draft.title, titleEdited: draft.titleEdited, restored: 'draft' };
  }
  if (draft) removeDraft(key);
  return { content: '', title: DEFAULT_DOCUMENT_TITLE, titleEdited: false, restored: null };
}
