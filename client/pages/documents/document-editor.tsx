import { useQueryClient } from '@tanstack/react-query';
import type { Editor } from '@tiptap/react';
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import type { DocumentDto, MessageDto } from '@common/documents';
import { ToastAction } from '@/components/ui/toast';
import { toast } from '@/components/ui/use-toast';
import { analyzeDocument } from '@/features/documents/api/analyze-document';
import { useCreateDocument } from '@/features/documents/api/create-document';
import type { ExportFormat } from '@/features/documents/api/export-document';
import { importDocumentFile } from '@/features/documents/api/import-document';
import { saveDocument, storeSavedDocument } from '@/features/documents/api/save-document';
import { DocumentEditorHeader } from '@/features/documents/components/document-editor-header';
import { EditorToolbar } from '@/features/documents/components/editor-toolbar';
import { firstLineOf, hasText, replaceContent, RichTextEditor, useDocumentEditor } from '@/features/documents/components/rich-text-editor';
import { SaveIndicator } from '@/features/documents/components/save-status';
import { useAutosave } from '@/features/documents/hooks/use-autosave';
import { useDocumentTitle } from '@/features/documents/hooks/use-document-title';
import { useLocalDraft } from '@/features/documents/hooks/use-local-draft';
import { titleFromText } from '@/features/documents/lib/document-title';
import { IMPORT_ACCEPT, importFileProblem } from '@/features/documents/lib/import-file';
import { draftKey } from '@/features/documents/lib/local-draft';
import { mergeMessages, messagesQueryKey } from '@/features/messages/api/get-messages';
import { serverMessage } from '@/lib/api-client';
import { DocumentChatPanel } from '@/pages/documents/document-chat-panel';
import { LeaveDialog } from '@/pages/documents/leave-dialog';
import { startingPoint } from '@/pages/documents/starting-point';
import { useLeaveGuard } from '@/pages/documents/use-leave-guard';

const showError = (description: string) => toast({ variant: 'destructive', title: 'Error', description });

/** Starts a download of `href` (the export answers as an attachment, so the page stays). */
function download(href: string) {
  const link = Object.assign(window.document.createElement('a'), { href, download: '' });
  window.document.body.append(link);
  link.click();
  link.remove();
}

type DocumentEditorProps = {
  userId: string;
  /** The saved document, or null for a new one. */
  initial: DocumentDto | null;
  /** A new document was saved by its first analysis. */
  onCreated?: (id: string) => void;
  onLeave: () => void;
};

/**
 * The documents editor (SPEC sections 2 and 4): title, toolbar and rich text, upload, export,
 * Analyze with AI and the Analysis & Chat panel. A saved document auto-saves 1 s after the last
 * edit, retrying on failure; every edit is also kept on this device until the server holds it.
 */
export function DocumentEditor({ userId, initial, onCreated, onLeave }: DocumentEditorProps) {
  const queryClient = useQueryClient();
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
  const [uploading, setUploading] = useState(false);
  const [analyzing, setAnalyzing] = useState(false);
  const [analyzed, setAnalyzed] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const editor = useDocumentEditor({ initialContent: start.content, onChange });
  // An opened document whose title is not its first line's was given one by the user.
  const [titleWasEdited] = useState(
    () => start.titleEdited ?? start.title !== titleFromText(firstLineOf(editor.state.doc)),
  );
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

  const { status, autosave } = useAutosave({
    save: async () => {
      const current = saved.current;
      if (!current) return;
      const document = await saveDocument({ id: current.id, title: title.current(), content: editor.getHTML() });
      saved.current = document;
      storeSavedDocument(queryClient, document);
      setSaveError(null);
    },
    onSaved: () => draft.discard(currentDraftKey()),
    onError: (error, failures) => {
      setSaveError(serverMessage(error, 'The server could not be reached.'));
      if (failures === 1) showError('Failed to save changes');
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
    } else {
      draft.schedule();
    }
  }

  function discardNewDraft() {
    editor.commands.setContent('', { emitUpdate: false });
    title.reset();
    newEdited.current = false;
    setNewDirty(false);
    draft.discard(draftKey(userId, null));
  }
  // The toast outlives this render (and Tiptap may replace its first editor instance): it calls the latest.
  const discard = useRef(discardNewDraft);
  useEffect(() => {
    discard.current = discardNewDraft;
  });

  // Tell the user when this device's copy was newer than the server's (and send it).
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    if (start.restored === 'edits') {
      autosave.change();
      toast({
        title: 'Unsaved changes restored',
        description: 'Edits made on this device had not reached the server: they were restored and are being saved.',
      });
    } else if (start.restored === 'draft') {
      toast({
        title: 'Draft restored',
        description: 'Your unsaved new document was restored from this device.',
        action: (
          <ToastAction altText="Discard the restored draft" onClick={() => discard.current()}>
            Discard
          </ToastAction>
        ),
      });
    }
  }, [start.restored, autosave]);

  /** Saves pending edits; false (with the toast) when the server did not take them. */
  const saveNow = useCallback(async () => {
    if (!autosave.hasUnsaved()) return true;
    const ok = await autosave.flush();
    if (!ok) showError('Failed to save changes');
    return ok;
  }, [autosave]);

  const leave = useLeaveGuard({
    unsaved: () => (saved.current ? autosave.hasUnsaved() : newEdited.current && hasText(editor)),
    onUnload: draft.writeNow,
    reasonToStay: async () => {
      if (!saved.current) return newEdited.current && hasText(editor) ? 'new' : null;
      if (autosave.status() === 'failed') return 'failed';
      return autosave.hasUnsaved() && !(await autosave.flush()) ? 'failed' : null;
    },
    onLeave,
  });

  async function upload(file: File) {
    const problem = importFileProblem(file);
    if (problem) {
      toast({ variant: 'destructive', ...problem });
      return;
    }
    setUploading(true);
    try {
      const imported = await importDocumentFile(file);
      replaceContent(editor, imported.html);
      toast({ title: 'File imported', description: `${file.name} is now in the editor. Undo brings back the previous text.` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Upload failed', description: serverMessage(error, 'Failed to upload file. Please try again.') });
    } finally {
      setUploading(false);
    }
  }

  /** A new document is saved (type enhance) by its first analysis. */
  async function createFromEditor(): Promise<string> {
    const before = edits.current;
    const created = await createDocument.mutateAsync({ title: title.current(), content: editor.getHTML(), type: 'enhance' });
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

  async function analyze() {
    if (analyzing || uploading) return;
    if (!hasText(editor)) {
      showError('Please add some content to analyze');
      return;
    }
    setAnalyzing(true);
    try {
      let id = saved.current?.id;
      if (!id) id = await createFromEditor();
      else if (!(await saveNow())) return;
      const answer = await analyzeDocument(id);
      const key = messagesQueryKey(id);
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      queryClient.setQueryData<MessageDto[]>(key, (list = []) => mergeMessages(list, answer.messages));
      setAnalyzed(true);
      toast({ title: 'Success', description: 'Analysis generated successfully' });
    } catch (error) {
      showError(serverMessage(error, 'Failed to generate analysis'));
    } finally {
      setAnalyzing(false);
    }
  }

  function exportDocument(_format: ExportFormat, event: MouseEvent<HTMLAnchorElement>) {
    if (!autosave.hasUnsaved()) return;
    // The export is made from the saved text: pending edits go first.
    event.preventDefault();
    const { href } = event.currentTarget;
    void saveNow().then((ok) => ok && download(href));
  }

  return (
    <div className="flex min-h-full flex-col lg:h-full">
      <DocumentEditorHeader
        title={title.value}
        onTitleChange={title.onChange}
        onTitleFocus={title.onFocus}
        onTitleBlur={commitTitle}
        onBack={leave.back}
        leaving={leave.leaving}
        onUpload={() => fileInput.current?.click()}
        uploading={uploading}
        onAnalyze={() => void analyze()}
        analyzing={analyzing}
        documentId={documentId}
        onExport={exportDocument}
        status={<SaveIndicator status={status} isNew={documentId === null} newEdited={newDirty} error={saveError} />}
      />
      <input
        ref={fileInput}
        type="file"
        accept={IMPORT_ACCEPT}
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="document-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <div className="flex flex-1 flex-col gap-4 p-4 sm:p-6 lg:min-h-0 lg:flex-row lg:gap-0 lg:p-0">
        <section
          aria-label="Document"
          className="flex min-h-[28rem] flex-col rounded-xl border bg-card shadow-sm lg:min-h-0 lg:flex-1 lg:rounded-none lg:border-0 lg:shadow-none"
        >
          <EditorToolbar
            editor={editor}
            className="sticky top-0 z-10 flex-wrap rounded-t-xl border-b bg-card/95 px-2 py-1.5 backdrop-blur lg:static lg:rounded-none lg:px-4"
          />
          <div
            className="flex-1 cursor-text lg:overflow-y-auto"
            onMouseDown={(event) => {
              // A click below the text puts the cursor at its end.
              if (event.target === event.currentTarget) {
                event.preventDefault();
                editor.commands.focus('end');
              }
            }}
          >
            <RichTextEditor editor={editor} className="mx-auto w-full max-w-3xl px-5 py-6 sm:px-10 sm:py-10" />
          </div>
        </section>
        <DocumentChatPanel
          documentId={documentId}
          analyzing={analyzing}
          analyzed={analyzed}
          beforeSend={saveNow}
          className="h-[34rem] rounded-xl shadow-sm lg:h-auto lg:w-[380px] lg:shrink-0 lg:rounded-none lg:border-y-0 lg:border-r-0 lg:shadow-none xl:w-[420px]"
        />
      </div>
      <LeaveDialog {...leave.dialog} />
    </div>
  );
}
