import { ArrowUp, Globe, Paperclip, Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { toast } from '@/components/ui/use-toast';
import { useCreateDocument } from '@/features/documents/api/create-document';
import { uploadFile, uploadMessage } from '@/features/uploads/api/upload-file';
import { CHAT_FILE_TYPES } from '@/components/message-composer';
import { useFilePicker } from '@/hooks/use-file-picker';
import { paths } from '@/lib/paths';

const NEW_CHAT = { title: 'New Chat', content: '', type: 'explore' } as const;

/** A placeholder button: shown, but it does nothing yet. */
function ComingSoon({ icon: Icon, label }: { icon: typeof Globe; label: string }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="ghost" size="sm" aria-disabled="true" className="cursor-default text-muted-foreground opacity-60 hover:bg-transparent">
          <Icon aria-hidden="true" />
          {label}
        </Button>
      </TooltipTrigger>
      <TooltipContent>Coming soon</TooltipContent>
    </Tooltip>
  );
}

/**
 * The home question: it starts a new chat and opens it with the question as its first message.
 * Attach does the same with an uploaded file. A failed start is only logged, with no toast.
 */
export function AskBox() {
  const [, navigate] = useLocation();
  const [question, setQuestion] = useState('');
  const [uploading, setUploading] = useState(false);
  const create = useCreateDocument();
  const busy = create.isPending || uploading;

  const openChat = (message: string) =>
    create.mutate(NEW_CHAT, {
      onSuccess: (document) => navigate(paths.chatAsking(document.id, message)),
      onError: (error) => console.warn('Failed to start a chat', error),
    });

  function ask(event?: FormEvent) {
    event?.preventDefault();
    const text = question.trim();
    if (text && !busy) openChat(text);
  }

  async function attach(file: File) {
    setUploading(true);
    try {
      const { url } = await uploadFile(file);
      openChat(uploadMessage(file, url));
    } catch {
      toast({ variant: 'destructive', title: 'Upload failed', description: 'Failed to upload file. Please try again.' });
    } finally {
      setUploading(false);
    }
  }

  const picker = useFilePicker(CHAT_FILE_TYPES, (file) => void attach(file));

  return (
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
        <Button type="submit" size="icon" aria-label="Ask" title="Ask" className="ml-auto rounded-full" disabled={busy || !question.trim()}>
          {create.isPending ? <Spinner aria-hidden="true" /> : <ArrowUp aria-hidden="true" />}
        </Button>
      </div>
    </form>
  );
}
