import { ArrowLeft, FileDown, Sparkles, Upload } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { LIMITS } from '@common/constants';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ShareButton } from '@/features/sharing/components/share-dialog';
import { api } from '@/lib/routes';
import { urlOf } from '@common/contract/route';
import type { ExportFormat } from '@common/documents';
import type { ItemPermissions } from '@common/teams';

type DocumentEditorHeaderProps = {
  title: string;
  onTitleChange: (title: string) => void;
  onTitleFocus: () => void;
  onTitleBlur: () => void;
  onBack: () => void;
  leaving: boolean;
  onUpload: () => void;
  uploading: boolean;
  onAnalyze: () => void;
  analyzing: boolean;
  /** The saved document's id: its exports can be downloaded. */
  documentId: string | null;
  /** An export link was clicked: pending edits may need saving first. */
  onExport: (event: MouseEvent<HTMLAnchorElement>) => void;
  status: ReactNode;
  /** The editor is not there yet: the title cannot be changed, and Upload and Analyze wait for it. */
  readOnly?: boolean;
  /** What the reader may do with the document: a team's viewer gets no Upload or Analyze, only its owner Share. */
  permissions?: ItemPermissions;
  /** The team the document is in (null: none), for the Share dialog. */
  teamId?: string | null;
  /** Where the document came from (the chat a reply was opened from), under the title. */
  source?: ReactNode;
  /** The product the document belongs to, and the way to move it. */
  product?: ReactNode;
  /** "Send to tracker": hand the requirements off to Linear, Jira or GitHub. */
  handoff?: ReactNode;
};

/** Each export's name, and the word its link shows after the row's 'Export' caption. */
const EXPORTS: { format: ExportFormat; label: string; short: string }[] = [
  { format: 'md', label: 'Export Markdown', short: 'Markdown' },
  { format: 'docx', label: 'Export Word', short: 'Word' },
  { format: 'pdf', label: 'Export PDF', short: 'PDF' },
  { format: 'confluence', label: 'Export Confluence', short: 'Confluence' },
];

/** Back to Documents, the title, the save status, and Share, Send to tracker, Upload, Export and Analyze with AI. */
export function DocumentEditorHeader(props: DocumentEditorHeaderProps) {
  const { title, onTitleChange, onTitleFocus, onTitleBlur, onBack, leaving, onUpload, uploading, onAnalyze, analyzing } = props;
  const { documentId, onExport, status, readOnly = false, permissions, teamId = null, source, product, handoff } = props;
  const canEdit = permissions?.edit !== false;
  const busy = uploading || analyzing || readOnly;
  return (
    <header className="border-b bg-background px-4 py-3 sm:px-6">
      <h1 className="sr-only">{documentId ? 'Edit document' : 'New document'}</h1>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="ghost"
          size="sm"
          aria-label="Back to Documents"
          title="Back to Documents"
          disabled={leaving}
          onClick={onBack}
          className="order-1 shrink-0 px-2"
        >
          {leaving ? <Spinner aria-hidden="true" /> : <ArrowLeft aria-hidden="true" />}
          <span className="hidden md:inline">Back to Documents</span>
        </Button>
        <Input
          aria-label="Document title"
          placeholder="Document title"
          value={title}
          readOnly={readOnly}
          maxLength={LIMITS.titleChars}
          onChange={(event) => onTitleChange(event.target.value)}
          onFocus={onTitleFocus}
          onBlur={onTitleBlur}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) event.currentTarget.blur();
          }}
          className="order-2 h-10 w-auto min-w-0 flex-1 border-transparent bg-transparent px-2 text-lg font-semibold shadow-none hover:border-input focus-visible:bg-card md:text-lg"
        />
        <div className="order-3 flex shrink-0 justify-end sm:min-w-28">{status}</div>
        <div aria-hidden="true" className="order-4 h-0 basis-full" />
        {source && <div className="order-5 min-w-0 flex-1">{source}</div>}
        <div className="order-5 ml-auto flex flex-wrap items-center justify-end gap-2">
          {product}
          <ShareButton kind="document" id={readOnly || permissions?.share === false ? null : documentId} teamId={teamId} />
          {canEdit && handoff}
          {canEdit && (
            <Button variant="outline" size="sm" disabled={busy} onClick={onUpload}>
              {uploading ? <Spinner aria-hidden="true" /> : <Upload aria-hidden="true" />}
              Upload
            </Button>
          )}
          {documentId && (
            // The caption, then the formats: in one row from the small breakpoint, two by two on a phone.
            <div
              role="group"
              aria-label="Export"
              className="order-last flex basis-full items-start justify-end gap-2 sm:order-none sm:basis-auto sm:items-center"
            >
              <span aria-hidden="true" className="flex h-8 items-center gap-1.5 text-sm text-muted-foreground">
                <FileDown className="size-4" />
                Export
              </span>
              <div className="grid grid-cols-2 gap-2 sm:flex">
                {EXPORTS.map(({ format, label, short }) => (
                  <a
                    key={format}
                    href={urlOf(api.documentFiles.export, { id: documentId }, { format })}
                    download
                    aria-label={label}
                    title={label}
                    onClick={onExport}
                    className={buttonVariants({ variant: 'outline', size: 'sm' })}
                  >
                    {short}
                  </a>
                ))}
              </div>
            </div>
          )}
          {canEdit && (
            <Button size="sm" disabled={busy} aria-busy={analyzing || undefined} onClick={onAnalyze}>
              {analyzing ? <Spinner aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
              {analyzing ? 'Analyzing...' : 'Analyze with AI'}
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
