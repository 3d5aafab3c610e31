import type { Editor } from '@tiptap/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import type { DocumentDto } from '@common/documents';
import { EDITOR_DOCUMENT_TYPE } from '@common/journeys';
import { dismissToast, toast } from '@/lib/toast';
import { storeDocument } from '@/features/documents/api/document-cache';
import { createEditorDocument, type EditorDocument } from '@/features/documents/api/editor-document';
import { useDocumentVersions, VersionConflictError } from '@/features/documents/hooks/use-document-versions';
import { useDocumentEditor } from '@/features/documents/hooks/use-document-editor';
import { useCollaboration } from '@/features/documents/hooks/use-collaboration';
import { renameDocument } from '@/features/documents/api/rename-document';
import { userQueryOptions } from '@/features/auth/api/get-user';
import { firstLineOf } from '@/features/documents/lib/editor-content';
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
const showSaveFailed = (description = 'Failed to save changes') =>
  toast({ id: SAVE_FAILED_TOAST, variant: 'destructive', title: 'Error', description });

export type DocumentSessionOptions = {
  userId: string;
  /** The saved document, or null for a new one. */
  initial: EditorDocument | null;
  /** A new document was created on the server (at its first edit). */
  onCreated?: (id: string) => void;
  onLeave: () => void;
  /** Opens another document (an imported file opened as a new document). */
  onOpen?: (id: string) => void;
};

/**
 * Everything the documents editor does, for a thin view to show: the text and its title, the save
 * (a new document is created at its first edit; then every edit auto-saves 1 s after the last one,
 * retrying on failure, and is kept on this device until the server holds it), Analyze with AI,
 * Upload (import), Export, and leaving with nothing lost.
 */
export function useDocumentSession({ userId, initial, onCreated, onLeave, onOpen }: DocumentSessionOptions) {
  const queryClient = useQueryClient();
  const [start] = useState(() => startingPoint(userId, initial));
  /** The server's copy, once there is one. */
  const saved = useRef<DocumentDto | null>(initial);
  const [documentId, setDocumentId] = useState(initial?.id ?? null);
  const [saveError, setSaveError] = useState<string | null>(null);
  /** Whether the editor is still on screen: a creation that ends after it left changes no address. */
  const onScreen = useRef(true);
  useEffect(() => {
    onScreen.current = true;
    return () => {
      onScreen.current = false;
    };
  }, []);

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
  const { status, autosave } = useAutosave({
    // A new document is created first; its text then goes out as every later save does.
    save: async () => {
      if (!saved.current) await create();
      await versions.save();
      setSaveError(null);
      dismissToast(SAVE_FAILED_TOAST);
    },
    onSaved: () => draft.discard(currentDraftKey()),
    onError: (error, failures) => {
      if (error instanceof VersionConflictError) return setSaveError(error.message);
      setSaveError(serverMessage(error, 'The server could not be reached.'));
      // A refused creation says why (the plan's monthly limit, say).
      if (failures === 1) showSaveFailed(saved.current ? undefined : serverMessage(error, 'Failed to save changes'));
    },
  });

  /**
   * Creates the new document (as an editor document, with its title and no text yet: the save that
   * created it sends the text next, so the first version is the typed one). One save runs at a time,
   * so however fast the typing, it is created once.
   */
  async function create() {
    const created = await createEditorDocument({ title: title.current(), content: '', type: EDITOR_DOCUMENT_TYPE });
    versions.adopt(created);
    storeDocument(queryClient, created.data);
    draft.discard(draftKey(userId, null));
    setDocumentId(created.data.id);
    if (onScreen.current) onCreated?.(created.data.id);
  }

  /** Co-edited live: the server saves the shared text, so nothing is auto-saved or kept as a draft here. */
  const live = useRef(false);

  /** An edit: saved after the pause, except the first edit of a new document, which creates it at once. */
  function changed() {
    if (live.current) return;
    const first = !saved.current && autosave.status() === 'idle';
    autosave.change();
    if (first) void autosave.flush();
    draft.schedule();
  }

  function onChange(edited: Editor) {
    if (!title.edited()) title.follow(firstLineOf(edited.state.doc));
    changed();
  }

  function commitTitle() {
    if (!title.commit()) return;
    if (live.current && saved.current) {
      void renameDocument({ id: saved.current.id, title: title.current() }).catch(() => showSaveFailed());
      return;
    }
    changed();
    void autosave.flush();
  }

  useRestoredNotice(start.restored, () => autosave.change());

  /** Saves pending edits; false (with the toast) when the server did not take them. */
  const saveNow = useCallback(async () => {
    if (!autosave.hasUnsaved()) return true;
    const ok = await autosave.flush();
    if (!ok) showSaveFailed();
    return ok;
  }, [autosave]);

  // A team's document is co-edited live; one's own keeps its autosave (two tabs meet the conflict choice).
  // A viewer reads it as saved (the server would refuse their connection).
  const sharedId = initial?.teamId && initial.permissions?.edit !== false ? documentId : null;
  const user = useQuery({ ...userQueryOptions, enabled: sharedId !== null }).data;
  const collab = useCollaboration(
    editor,
    sharedId,
    user ? { id: user.id, name: user.email.split('@')[0] ?? user.email } : null,
    async () => {
      await saveNow();
      draft.discard(currentDraftKey());
    },
    (on) => {
      live.current = on;
    },
  );

  const leave = useLeaveGuard({
    unsaved: () => autosave.hasUnsaved(),
    onUnload: draft.writeNow,
    reasonToStay: async () => {
      const failed = () => (saved.current ? 'failed' : 'new');
      if (autosave.status() === 'failed') return failed();
      return autosave.hasUnsaved() && !(await autosave.flush()) ? failed() : null;
    },
    onLeave,
  });

  const fileImport = useDocumentImport(editor, {
    onImported: () => versions.markUpload(),
    onOpenNew: (id) => leave.go(() => onOpen?.(id)),
  });

  const analysis = useDocumentAnalysis(editor, {
    busy: fileImport.uploading,
    ensureSaved: async () => ((await saveNow()) ? (saved.current?.id ?? null) : null),
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
    save: { status, blank: documentId === null && status === 'idle', error: saveError },
    saveNow,
    upload: fileImport.upload,
    uploading: fileImport.uploading,
    importChoice: fileImport.choice,
    ...analysis,
    exportDocument,
    leave,
    versions,
    peers: collab.peers,
  };
}

export type DocumentSession = ReturnType<typeof useDocumentSession>;
