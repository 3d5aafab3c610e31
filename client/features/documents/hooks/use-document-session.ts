import type { Editor } from '@tiptap/react';
import { useCallback, useRef, useState, type MouseEvent } from 'react';
import type { DocumentDto } from '@common/documents';
import { EDITOR_DOCUMENT_TYPE } from '@common/journeys';
import { dismissToast, toast } from '@/lib/toast';
import { useCreateDocument } from '@/features/documents/api/create-document';
import type { EditorDocument } from '@/features/documents/api/editor-document';
import { useDocumentVersions, VersionConflictError } from '@/features/documents/hooks/use-document-versions';
import { useDocumentEditor } from '@/features/documents/hooks/use-document-editor';
import { firstLineOf, hasText } from '@/features/documents/lib/editor-content';
import { useAutosave } from '@/features/documents/hooks/use-autosave';
import { useDocumentAnalysis } from '@/features/documents/hooks/use-document-analysis';
import { useDocumentImport } from '@/features/documents/hooks/use-document-import';
import { useDocumentTitle } from '@/features/documents/hooks/use-document-title';
import { useLeaveGuard } from '@/features/documents/hooks/use-leave-guard';
import { useLocalDraft } from '@/features/documents/hooks/use-local-draft';
import { useRestoredNotice } from '@/features/documents/hooks/use-restored-notice';
import { titleFromText } from '@/features/documents/lib/document-title';
import { draftKey } from '@/features/documents/lib/local-draft';
import { startingPoint } from '@/features/documents/lib/starting-point';
import { serverMessage } from '@/lib/api-client';
import { download } from '@/lib/download';

/** The failed-save toast, cleared by the next save that succeeds. */
const SAVE_FAILED_TOAST = 'document-save-failed';
const showSaveFailed = () =>
  toast({ id: SAVE_FAILED_TOAST, variant: 'destructive', title: 'Error', description: 'Failed to save changes' });

export type DocumentSessionOptions = {
  userId: string;
  /** The saved document, or null for a new one. */
  initial: EditorDocument | null;
  /** A new document was saved by its first analysis. */
  onCreated?: (id: string) => void;
  onLeave: () => void;
};

/**
 * Everything the documents editor does, for a thin view to show: the text and its title, the save
 * (a saved document auto-saves 1 s after the last edit, retrying on failure; every edit is also kept on
 * this device until the server holds it), the creation of a new document by its first analysis,
 * Analyze with AI, Upload (import), Export, and leaving with nothing lost.
 */
export function useDocumentSession({ userId, initial, onCreated, onLeave }: DocumentSessionOptions) {
  const createDocument = useCreateDocument();
  const [start] = useState(() => startingPoint(userId, initial));
  /** The server's copy, once there is one. */
  const saved = useRef<DocumentDto | null>(initial);
  const [documentId, setDocumentId] = useState(initial?.id ?? null);
  /** Edits made to a new document, which lives on this device only until its first analysis. */
  const newEdited = useRef(start.restored === 'draft');
  const [newDirty, setNewDirty] = useState(start.restored === 'draft');
  const edits = useRef(0);
  const [saveError, setSaveError] = useState<string | null>(null);

  const editor = useDocumentEditor({ initialContent: start.content, onChange });
  // An opened document whose title is not its first line's was given one by the user.
  const [titleWasEdited] = useState(() => start.titleEdited ?? start.title !== titleFromText(firstLineOf(editor.state.doc)));
  const title = useDocumentTitle(start.title, titleWasEdited);

  const currentDraftKey = () => draftKey(userId, saved.current?.id ?? null);
  const draft = useLocalDraft(() =>
    editor.isDestroyed
      ? null
      : {
          key: currentDraftKey(),
          draft: {
            title: title.current(),
            titleEdited: title.edited(),
            content: editor.getHTML(),
            baseUpdatedAt: saved.current?.updatedAt ?? null,
          },
        },
  );

  const versions = useDocumentVersions({
    editor,
    savedRef: saved,
    initialEtag: initial?.etag ?? null,
    title: () => title.current(),
    onReplaced: (document) => {
      title.take(document.title);
      draft.discard(currentDraftKey());
    },
    flush: () => saveNow(),
  });
  const { uploading, upload } = useDocumentImport(editor, () => versions.markUpload());
  const { status, autosave } = useAutosave({
    save: async () => {
      await versions.save();
      setSaveError(null);
      dismissToast(SAVE_FAILED_TOAST);
    },
    onSaved: () => draft.discard(currentDraftKey()),
    onError: (error, failures) => {
      if (error instanceof VersionConflictError) return setSaveError(error.message);
      setSaveError(serverMessage(error, 'The server could not be reached.'));
      if (failures === 1) showSaveFailed();
    },
  });

  function onChange(changed: Editor) {
    edits.current += 1;
    if (!title.edited()) title.follow(firstLineOf(changed.state.doc));
    if (saved.current) autosave.change();
    else if (!newEdited.current) {
      newEdited.current = true;
      setNewDirty(true);
    }
    draft.schedule();
  }

  function commitTitle() {
    if (!title.commit()) return;
    if (saved.current) {
      autosave.change();
      void autosave.flush();
    } else draft.schedule();
  }

  useRestoredNotice(
    start.restored,
    () => autosave.change(),
    () => {
      editor.commands.setContent('', { emitUpdate: false });
      title.reset();
      newEdited.current = false;
      setNewDirty(false);
      draft.discard(draftKey(userId, null));
    },
  );

  /** Saves pending edits; false (with the toast) when the server did not take them. */
  const saveNow = useCallback(async () => {
    if (!autosave.hasUnsaved()) return true;
    const ok = await autosave.flush();
    if (!ok) showSaveFailed();
    return ok;
  }, [autosave]);

  const unsavedNew = () => newEdited.current && hasText(editor);
  const leave = useLeaveGuard({
    unsaved: () => (saved.current ? autosave.hasUnsaved() : unsavedNew()),
    onUnload: draft.writeNow,
    reasonToStay: async () => {
      if (!saved.current) return unsavedNew() ? 'new' : null;
      if (autosave.status() === 'failed') return 'failed';
      return autosave.hasUnsaved() && !(await autosave.flush()) ? 'failed' : null;
    },
    onLeave,
  });

  /** A new document is saved (as an editor document) by its first analysis. */
  async function create(): Promise<string> {
    const before = edits.current;
    const created = await createDocument.mutateAsync({ title: title.current(), content: editor.getHTML(), type: EDITOR_DOCUMENT_TYPE });
    saved.current = created;
    draft.discard(draftKey(userId, null));
    setDocumentId(created.id);
    onCreated?.(created.id);
    // Edits made while it was being created go out with the next save.
    if (edits.current !== before) {
      autosave.change();
      draft.schedule();
    }
    return created.id;
  }

  const analysis = useDocumentAnalysis(editor, {
    busy: uploading,
    ensureSaved: async () => {
      const id = saved.current?.id;
      if (!id) return create();
      return (await saveNow()) ? id : null;
    },
  });

  /** An export is made from the saved text: pending edits go first, then the download starts. */
  function exportDocument(event: MouseEvent<HTMLAnchorElement>) {
    if (!autosave.hasUnsaved()) return;
    event.preventDefault();
    const { href } = event.currentTarget;
    void saveNow().then((ok) => ok && download(href));
  }

  return {
    editor,
    documentId,
    title: { value: title.value, onChange: title.onChange, onFocus: title.onFocus, onBlur: commitTitle },
    save: { status, isNew: documentId === null, newEdited: newDirty, error: saveError },
    saveNow,
    upload,
    uploading,
    ...analysis,
    exportDocument,
    leave,
    versions,
  };
}

export type DocumentSession = ReturnType<typeof useDocumentSession>;
