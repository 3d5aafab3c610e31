import { ArrowUp, CircleAlert, Globe, Paperclip, Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { dismissToast, toast } from '@/lib/toast';
import type { JourneyType } from '@common/constants';
import { journeyForQuestion } from '@common/journey-intent';
import { EDITOR_DOCUMENT_TYPE } from '@common/journeys';
import { useCreateDocument } from '@/features/documents/api/create-document';
import { useChosenProduct } from '@/features/products/hooks/use-chosen-product';
import { uploadFile, uploadMessage } from '@/features/uploads/api/upload-file';
import { CHAT_FILE_TYPES } from '@/components/message-composer';
import { useFilePicker } from '@/hooks/use-file-picker';
import { failureWithReason, isPlanLimit, serverMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';

/** An upload's failure, which the next upload that succeeds clears. */
const UPLOAD_TOAST = 'chat-upload';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** Pasted text as editor HTML: '#' lines become headings, '-' lines list items, the rest paragraphs. */
function pastedHtml(text: string): string {
  return text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const heading = /^(#{1,3})\s+(.*)$/.exec(line);
      if (heading) return `<h${heading[1]?.length}>${escapeHtml(heading[2] ?? '')}</h${heading[1]?.length}>`;
      if (/^[-*]\s+/.test(line)) return `<ul><li><p>${escapeHtml(line.replace(/^[-*]\s+/, ''))}</p></li></ul>`;
      return `<p>${escapeHtml(line)}</p>`;
    })
    .join('');
}

/** A placeholder button: shown, but it does nothing yet. */
function ComingSoon({ icon: Icon, label }: { icon: typeof Globe; label: string }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          aria-disabled="true"
          className="cursor-default text-muted-foreground opacity-60 hover:bg-transparent"
        >
          <Icon aria-hidden="true" />
          {label}
        </Button>
      </TooltipTrigger>
      <TooltipContent>Coming soon</TooltipContent>
    </Tooltip>
  );
}

/** Why the last start failed, under the question: the server's message, and the plans page past a plan limit. */
function StartFailure({ error }: { error: unknown }) {
  return (
    <div
      role="alert"
      className="mt-3 flex gap-2 rounded-xl border border-destructive/40 bg-destructive/5 px-3 py-2.5 text-sm text-destructive"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        {serverMessage(error, 'Failed to start chat session')}
        {isPlanLimit(error) && (
          <>
            {' '}
            <Link href={paths.billing} className="font-medium underline underline-offset-2">
              See plans
            </Link>
          </>
        )}
      </p>
    </div>
  );
}

/**
 * The home question: it starts a new chat and opens it with the question as its first message.
 * Attach does the same with an uploaded file. A failed start is said under the question (no toast),
 * the question kept for another try.
 */
export function AskBox() {
  const [, navigate] = useLocation();
  const [question, setQuestion] = useState('');
  const [uploading, setUploading] = useState(false);
  const create = useCreateDocument();
  const productId = useChosenProduct()?.id;
  const busy = create.isPending || uploading;

  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const onError = (error: unknown) => setFailure({ error });
  const openChat = (message: string, type: JourneyType = 'explore') =>
    create.mutate(
      { title: 'New Chat', content: '', type, productId },
      { onSuccess: (document) => navigate(paths.chatAsking(document.id, message)), onError },
    );

  /** A review opens the editor: with the pasted PRD in it, or empty to paste or upload one. */
  const openReview = (text: string, pasted: boolean) =>
    create.mutate(
      {
        title: pasted ? (text.split('\n')[0] ?? '').replace(/^#+\s*/, '').slice(0, 120) || 'PRD review' : 'PRD review',
        content: pasted ? pastedHtml(text) : '',
        type: EDITOR_DOCUMENT_TYPE,
        productId,
      },
      { onSuccess: (document) => navigate(paths.document(document.id)), onError },
    );

  function ask(event?: FormEvent) {
    event?.preventDefault();
    const text = question.trim();
    if (!text || busy) return;
    setFailure(null);
    // The question picks its journey: a pasted PRD or "review my PRD" starts a review.
    const intent = journeyForQuestion(text);
    if (intent.type === EDITOR_DOCUMENT_TYPE) openReview(text, intent.pastedDocument);
    else openChat(text, intent.type);
  }

  async function attach(file: File) {
    setFailure(null);
    setUploading(true);
    try {
      const { url } = await uploadFile(file);
      dismissToast(UPLOAD_TOAST);
      openChat(uploadMessage(file, url));
    } catch (error) {
      toast({
        id: UPLOAD_TOAST,
        variant: 'destructive',
        title: 'Upload failed',
        description: failureWithReason(error, 'Failed to upload file. Please try again.'),
      });
    } finally {
      setUploading(false);
    }
  }

  const picker = useFilePicker(CHAT_FILE_TYPES, (file) => void attach(file));

  return (
    <div>
      <form
        onSubmit={ask}
        className="rounded-2xl border bg-card p-3 shadow-sm focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/30"
      >
        <textarea
          aria-label="Ask anything"
          placeholder="Ask anything..."
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) ask(event);
          }}
          rows={2}
          autoFocus
          className="field-sizing-content max-h-60 min-h-14 w-full resize-none bg-transparent px-2 py-1.5 text-base outline-none placeholder:text-muted-foreground"
        />
        <div className="mt-2 flex items-center gap-1">
          <ComingSoon icon={Globe} label="Sources" />
          {picker.input}
          <Button variant="ghost" size="sm" className="text-muted-foreground" disabled={busy} onClick={picker.open}>
            {uploading ? <Spinner aria-hidden="true" /> : <Paperclip aria-hidden="true" />}
            Attach
          </Button>
          <ComingSoon icon={Sparkles} label="Pro" />
          <Button
            type="submit"
            size="icon"
            aria-label="Ask"
            title="Ask"
            className="ml-auto rounded-full"
            disabled={busy || !question.trim()}
          >
            {create.isPending ? <Spinner aria-hidden="true" /> : <ArrowUp aria-hidden="true" />}
          </Button>
        </div>
      </form>
      {failure && <StartFailure error={failure.error} />}
    </div>
  );
}
