import { History, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Loading } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import type { EditorDocument } from '@/features/documents/api/editor-document';
import { DocumentEditorHeader } from '@/features/documents/components/document-editor-header';
import { DocumentText } from '@/features/documents/components/document-text';
import { SaveIndicator } from '@/features/documents/components/save-status';
import { ToolbarButtons, type ToolbarState } from '@/features/documents/components/toolbar-buttons';
import { DEFAULT_DOCUMENT_TITLE } from '@/features/documents/lib/document-title';
import { draftKey, isDraftNewer, readDraft } from '@/features/documents/lib/local-draft';
import { usePageTitle } from '@/hooks/use-page-title';
import { ChatPanelPlaceholder } from '@/pages/documents/chat-panel-placeholder';
import { EDITOR_LAYOUT } from '@/pages/documents/editor-layout';

const NOTHING_ON: ToolbarState = {
  bold: false,
  italic: false,
  h1: false,
  h2: false,
  bullet: false,
  ordered: false,
  inTable: false,
  canUndo: false,
  canRedo: false,
};

const noop = () => undefined;

type DocumentPreviewProps = { userId: string; document: EditorDocument; onLeave: () => void };

/**
 * A saved document, read-only, while the editor's code downloads: the editor's frame with the
 * server's copy of the text (sanitised by the server) where the editor will show it, so the text is
 * readable at once and nothing moves when the editor takes its place. When this device holds newer
 * unsaved edits (which the editor restores), the text area waits for the editor instead.
 */
export function DocumentPreview({ userId, document, onLeave }: DocumentPreviewProps) {
  const [draft] = useState(() => {
    const kept = readDraft(draftKey(userId, document.id));
    return kept && isDraftNewer(kept, document) ? kept : null;
  });
  const title = draft ? draft.title : document.title.trim() || DEFAULT_DOCUMENT_TITLE;
  usePageTitle(title || 'Untitled');

  return (
    <div className={EDITOR_LAYOUT.page}>
      <DocumentEditorHeader
        title={title}
        onTitleChange={noop}
        onTitleFocus={noop}
        onTitleBlur={noop}
        onBack={onLeave}
        leaving={false}
        onUpload={noop}
        uploading={false}
        onAnalyze={noop}
        analyzing={false}
        documentId={document.id}
        onExport={(event) => event.preventDefault()}
        status={<SaveIndicator status={draft ? 'pending' : 'idle'} />}
        readOnly
      />
      <div className={EDITOR_LAYOUT.columns}>
        <section aria-label="Document" aria-busy="true" className={EDITOR_LAYOUT.section}>
          <ToolbarButtons state={NOTHING_ON} run={null} className={EDITOR_LAYOUT.toolbar} />
          <div className="flex items-start gap-2 border-b">
            <div className="min-w-0 flex-1">
              <div className="px-4 py-2">
                <Button size="sm" variant="outline" disabled>
                  <Sparkles aria-hidden="true" />
                  Suggest edits
                </Button>
              </div>
            </div>
            <Button size="sm" variant="outline" className="m-2" disabled>
              <History aria-hidden="true" />
              History
            </Button>
          </div>
          <div className={EDITOR_LAYOUT.scroller}>
            {draft ? (
              <Loading />
            ) : (
              <div className={EDITOR_LAYOUT.text}>
                <DocumentText html={document.content} />
              </div>
            )}
          </div>
        </section>
        <ChatPanelPlaceholder />
      </div>
    </div>
  );
}
