import { useQueryClient } from '@tanstack/react-query';
import type { Editor } from '@tiptap/react';
import { useRef, useState, type RefObject } from 'react';
import type { DocumentDto } from '@common/documents';
import { toast } from '@/lib/toast';
import { storeSavedDocument } from '@/features/documents/api/document-cache';
import { acceptSuggestion, acceptSuggestions, restoreVersion, saveDocument } from '@/features/documents/api/editor-document';
import { saveChanges } from '@/features/documents/api/save-changes';
import { replaceContent } from '@/features/documents/lib/editor-content';
import { serverMessage, type Versioned } from '@/lib/api-client';
import { api, resource } from '@/lib/routes';

/** A save refused because the document changed elsewhere: both texts, for the user to choose. */
export type Conflict = { mine: string; theirs: DocumentDto; etag: string };

/** Thrown by a save while a conflict waits for the user's choice: nothing is sent meanwhile. */
export class VersionConflictError extends Error {
  constructor() {
    super('This document was changed elsewhere since you opened it');
    this.name = 'VersionConflictError';
  }
}

type Options = {
  editor: Editor;
  savedRef: RefObject<DocumentDto | null>;
  initialEtag: string | null;
  title: () => string;
  /** After the editor took the server's text: the title follows it, and nothing waits to be saved. */
  onReplaced: (document: DocumentDto) => void;
  /** Sends what waits to be saved now; false when the server did not take it. */
  flush: () => Promise<boolean>;
};

/**
 * The versions side of the editor: each save names the version it is based on (If-Match); a save
 * based on an older one opens the conflict choice (keep mine, take theirs, keep both as versions).
 * Restores and accepted suggestions replace the text in one step, which one Undo takes back.
 */
export function useDocumentVersions({ editor, savedRef, initialEtag, title, onReplaced, flush }: Options) {
  const queryClient = useQueryClient();
  const etag = useRef<string | null>(initialEtag);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const waiting = useRef(false);
  /** The next save carries an imported file: its version is marked as an upload. */
  const uploaded = useRef(false);

  function took({ data, etag: next }: Versioned<DocumentDto>) {
    savedRef.current = data;
    if (next) etag.current = next;
    storeSavedDocument(queryClient, data);
    void queryClient.invalidateQueries({ queryKey: resource(api.versions.list, { id: data.id }).queryKey });
  }

  /** Puts the server's document in the editor as one undoable step of its own, with no save of its own. */
  function replace(answer: Versioned<DocumentDto>) {
    took(answer);
    replaceContent(editor, answer.data.content, { fromServer: true });
    onReplaced(answer.data);
  }

  async function save() {
    const current = savedRef.current;
    if (!current) return;
    if (waiting.current) throw new VersionConflictError();
    const mine = editor.getHTML();
    const upload = uploaded.current;
    const document = { id: current.id, title: title(), content: mine };
    // The change since the acknowledged text (the saved document's, at its version); an upload goes whole.
    const answer =
      etag.current && !upload
        ? await saveChanges(document, current.content, etag.current)
        : await saveDocument(document, etag.current, { upload });
    if (upload && !answer.conflict) uploaded.current = false;
    if (answer.conflict && answer.etag) {
      waiting.current = true;
      setConflict({ mine, theirs: answer.data, etag: answer.etag });
      throw new VersionConflictError();
    }
    took(answer);
  }

  async function resolve(choice: 'mine' | 'theirs' | 'both') {
    if (!conflict || !savedRef.current) return;
    const { theirs, etag: theirsEtag, mine } = conflict;
    try {
      if (choice === 'theirs') replace({ data: theirs, etag: theirsEtag, conflict: false });
      else {
        // Mine is saved on top of theirs: theirs stays in the history.
        const answer = await saveDocument({ id: theirs.id, title: title(), content: mine }, theirsEtag, { keepBase: true });
        if (answer.conflict) return setConflict({ mine, theirs: answer.data, etag: answer.etag ?? theirsEtag });
        took(answer);
        // Keep both: mine is a version too, and the document shows theirs again.
        if (choice === 'both') replace(await restoreVersion(theirs.id, theirsEtag));
      }
      waiting.current = false;
      setConflict(null);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: serverMessage(error, 'Failed to save changes') });
    }
  }

  /** Restores an earlier version: pending edits are saved first, so they stay in the history too. */
  async function restore(versionId: string) {
    const id = savedRef.current?.id;
    if (!id || !(await flush())) return false;
    replace(await restoreVersion(id, versionId));
    return true;
  }

  /** Accepts a suggestion on the server (after pending edits are saved) and shows the result. */
  async function accept(suggestionId: string) {
    const id = savedRef.current?.id;
    if (!id || !(await flush())) return false;
    replace(await acceptSuggestion(id, suggestionId));
    return true;
  }

  /**
   * Accepts several suggestions together (Accept all): the server applies them as one version, and
   * the editor takes the result as one transaction, which one Undo takes back.
   */
  async function acceptAll(suggestionIds: string[]) {
    const id = savedRef.current?.id;
    if (!id || !(await flush())) return false;
    const answer = await acceptSuggestions(id, suggestionIds);
    // None fitted any more: the document is as it was.
    if (answer.etag === null || answer.etag !== etag.current) replace(answer);
    return true;
  }

  /** A new document was created: its saves are based on the version it was created with. */
  function adopt({ data, etag: first }: Versioned<DocumentDto>) {
    savedRef.current = data;
    etag.current = first;
  }

  const markUpload = () => {
    uploaded.current = true;
  };

  return { etag, conflict, save, resolve, restore, accept, acceptAll, adopt, markUpload };
}
