import { History, MessageSquare } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useSetChatModel } from '@/features/ai/api/set-chat-model';
import { ModelPicker } from '@/features/ai/components/model-picker';
import { Button } from '@/components/ui/button';
import { OfflineEngineBadge } from '@/features/ai/components/offline-engine-badge';
import { useAiStatus } from '@/features/ai/api/get-ai-status';
import { CommentsPanel } from '@/features/documents/components/comments-panel';
import { ConflictDialog } from '@/features/documents/components/conflict-dialog';
import { DocumentEditorHeader } from '@/features/documents/components/document-editor-header';
import { HistoryPanel } from '@/features/documents/components/history-panel';
import { ImportDialog } from '@/features/documents/components/import-dialog';
import { SuggestionsPanel, SuggestionsPanelIdle } from '@/features/documents/components/suggestions-panel';
import { EditorToolbar } from '@/features/documents/components/editor-toolbar';
import { LeaveDialog } from '@/features/documents/components/leave-dialog';
import { RichTextEditor } from '@/features/documents/components/rich-text-editor';
import { SaveIndicator } from '@/features/documents/components/save-status';
import { Presence } from '@/features/documents/components/presence';
import { SourceChatLink } from '@/features/documents/components/source-chat-link';
import { useCommentsPanel } from '@/features/documents/hooks/use-comments-panel';
import { useDocumentSession, type DocumentSessionOptions } from '@/features/documents/hooks/use-document-session';
import { useTrackerChips } from '@/features/documents/hooks/use-tracker-chips';
import { IMPORT_ACCEPT } from '@/features/documents/lib/import-file';
import { useHandoffChips } from '@/features/integrations/api/integrations';
import { SendToTrackerButton } from '@/features/integrations/components/handoff-dialog';
import { documentConversation } from '@/features/messages/api/conversations';
import type { ChatPanelCopy } from '@/features/messages/components/chat-panel';
import { ProductPicker } from '@/features/products/components/product-picker';
import { membersQueryOptions } from '@/features/teams/api/get-members';
import { ViewOnlyBadge } from '@/features/teams/components/view-only';
import { useFilePicker } from '@/hooks/use-file-picker';
import { usePageTitle } from '@/hooks/use-page-title';
import { ChatPanelPlaceholder } from '@/pages/documents/chat-panel-placeholder';
import { EDITOR_LAYOUT } from '@/pages/documents/editor-layout';

export { prepareDocumentEditor, releasePreparedEditor } from '@/features/documents/hooks/use-document-editor';

// The Analysis & Chat panel (and its Markdown) starts up after the editor, in a task of its own.
const ChatPanel = lazy(() => import('@/features/messages/components/chat-panel').then((m) => ({ default: m.ChatPanel })));

const DOCUMENT_CHAT: ChatPanelCopy = {
  title: 'Analysis & Chat',
  badge: <OfflineEngineBadge />,
  empty: {
    title: 'Click "Analyze with AI" to begin analysis',
    text: 'Northstar reviews the document’s completeness and clarity, then answers your questions about it here.',
  },
  input: { label: 'Ask about the document', placeholder: 'Ask about the document...', untilAnalysed: 'hidden' },
};

/**
 * The documents editor: title, toolbar and rich text, upload, export, Analyze with AI and the
 * Analysis & Chat panel. What it does is `useDocumentSession`'s; this only lays it out.
 */
export function DocumentEditor(props: DocumentSessionOptions) {
  const session = useDocumentSession(props);
  usePageTitle(session.title.value || 'Untitled');
  const { editor, documentId } = session;
  const offline = useAiStatus().data?.engine === 'offline';
  const conversation = useMemo(() => (documentId ? documentConversation(documentId) : null), [documentId]);
  const picker = useFilePicker(IMPORT_ACCEPT, session.upload, 'document-file-input');
  const [historyOpen, setHistoryOpen] = useState(false);
  const comments = useCommentsPanel(editor, documentId);
  const teamId = props.initial?.teamId ?? null;
  const members = useQuery({ ...membersQueryOptions(teamId ?? ''), enabled: teamId !== null });
  const people = useMemo(() => members.data?.members.map((m) => m.email) ?? [], [members.data]);
  const currentHtml = useCallback(() => editor.getHTML(), [editor]);
  useTrackerChips(editor, useHandoffChips(documentId));
  // The model of the analyses, suggested edits and side chat; kept as the server saved it.
  const [model, setModel] = useState(props.initial?.model ?? null);
  const saveModel = useSetChatModel().mutateAsync;
  // A team's viewer reads the document and its chat; the page offers nothing they may not do.
  const permissions = props.initial?.permissions;
  const readOnly = permissions?.edit === false;
  useEffect(() => {
    editor.setEditable(!readOnly);
  }, [editor, readOnly]);
  const modelPicker = useMemo(
    () =>
      documentId ? (
        <ModelPicker model={model} onPick={async (next) => setModel((await saveModel({ id: documentId, model: next })).model ?? null)} />
      ) : undefined,
    [documentId, model, saveModel],
  );

  return (
    <div className={EDITOR_LAYOUT.page}>
      <DocumentEditorHeader
        title={session.title.value}
        onTitleChange={session.title.onChange}
        onTitleFocus={session.title.onFocus}
        onTitleBlur={session.title.onBlur}
        onBack={session.leave.back}
        leaving={session.leave.leaving}
        onUpload={picker.open}
        uploading={session.uploading}
        onAnalyze={session.analyze}
        analyzing={session.analyzing}
        documentId={documentId}
        onExport={session.exportDocument}
        readOnly={readOnly}
        permissions={permissions}
        teamId={props.initial?.teamId ?? null}
        status={
          readOnly ? (
            <ViewOnlyBadge />
          ) : (
            <span className="inline-flex items-center gap-2">
              <Presence peers={session.peers} />
              <SaveIndicator {...session.save} />
            </span>
          )
        }
        source={props.initial?.sourceChatId ? <SourceChatLink chatId={props.initial.sourceChatId} /> : undefined}
        product={documentId && !readOnly && <ProductPicker kind="document" id={documentId} productId={props.initial?.productId} />}
        handoff={
          documentId && <SendToTrackerButton documentId={documentId} teamId={teamId} saveNow={session.saveNow} disabled={readOnly} />
        }
      />
      {picker.input}
      <div className={EDITOR_LAYOUT.columns}>
        <section aria-label="Document" className={EDITOR_LAYOUT.section}>
          {!readOnly && <EditorToolbar editor={editor} className={EDITOR_LAYOUT.toolbar} />}
          {/* Shown (idle) before a new document exists too: the text does not move down when its first keystroke creates it. */}
          <div className="flex flex-wrap items-start gap-x-2 border-b">
            <div className="min-w-40 flex-1">
              {/* A team's viewer comments, but neither asks for edits nor restores versions. */}
              {readOnly ? null : documentId ? (
                <SuggestionsPanel
                  documentId={documentId}
                  editor={editor}
                  saveNow={session.saveNow}
                  accept={session.versions.accept}
                  acceptAll={session.versions.acceptAll}
                  onComment={(finding) => void comments.postFinding(finding)}
                />
              ) : (
                <SuggestionsPanelIdle />
              )}
            </div>
            <div className="m-2 ml-auto flex flex-wrap justify-end gap-2">
              <Button
                size="sm"
                variant="outline"
                disabled={!documentId}
                onClick={comments.startComment}
                title="Comment on the selected text"
              >
                <MessageSquare aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">Comment</span>
              </Button>
              {!readOnly && (
                <Button size="sm" variant="outline" disabled={!documentId} onClick={() => setHistoryOpen(true)}>
                  <History aria-hidden="true" />
                  History
                </Button>
              )}
            </div>
          </div>
          <div
            className={EDITOR_LAYOUT.scroller}
            onMouseDown={(event) => {
              // A click below the text puts the cursor at its end.
              if (event.target === event.currentTarget) {
                event.preventDefault();
                editor.commands.focus('end');
              }
            }}
          >
            <RichTextEditor editor={editor} className={EDITOR_LAYOUT.text} />
          </div>
        </section>
        <Suspense fallback={<ChatPanelPlaceholder />}>
          <ChatPanel
            copy={DOCUMENT_CHAT}
            conversation={conversation}
            offline={offline}
            analyzing={session.analyzing ? 'Analyzing your document...' : null}
            analyzed={session.analyzed}
            beforeSend={session.saveNow}
            composerFooter={readOnly ? undefined : modelPicker}
            readOnly={readOnly}
            className={EDITOR_LAYOUT.chat}
          />
        </Suspense>
      </div>
      <ImportDialog {...session.importChoice} />
      <LeaveDialog {...session.leave.dialog} />
      <ConflictDialog conflict={session.versions.conflict} onResolve={(choice) => void session.versions.resolve(choice)} />
      {documentId && <CommentsPanel documentId={documentId} editor={editor} people={people} {...comments.panel} />}
      {documentId && (
        <HistoryPanel
          documentId={documentId}
          open={historyOpen}
          onOpenChange={setHistoryOpen}
          currentHtml={currentHtml}
          onRestore={session.versions.restore}
        />
      )}
    </div>
  );
}
