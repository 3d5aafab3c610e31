import { Paperclip, SendHorizontal, Square } from 'lucide-react';
import { useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** Files the upload accepts: images, PDF, text, Markdown, CSV and Word documents. */
const ACCEPT = 'image/*,.pdf,.txt,.md,.csv,.docx,.doc';

type ChatInputProps = {
  /** Resolves false when the message was refused: the text then comes back into the field. */
  onSubmit: (text: string) => Promise<boolean>;
  onFile: (file: File, source: 'paste' | 'attach') => void;
  onStop: () => void;
  replying: boolean;
  uploading: boolean;
  disabled?: boolean;
};

/** The input bar: attach, the message field (Enter sends, Shift+Enter a new line; images can be pasted), Send or Stop. */
export function ChatInput({ onSubmit, onFile, onStop, replying, uploading, disabled = false }: ChatInputProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const blocked = disabled || replying || sending;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const message = text.trim();
    if (!message || blocked) return;
    setText('');
    setSending(true);
    const accepted = await onSubmit(message).finally(() => setSending(false));
    if (!accepted) setText((current) => (current === '' ? message : current));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  }

  function onPaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    const image = [...event.clipboardData.files].find((file) => file.type.startsWith('image/'));
    if (!image) return;
    event.preventDefault();
    if (!blocked && !uploading) onFile(image, 'paste');
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="shrink-0 border-t bg-background/95 px-3 py-3 sm:px-6">
      <div className="mx-auto flex w-full max-w-3xl items-end gap-2 rounded-2xl border bg-card p-2 shadow-sm focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/30">
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPT}
          className="hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file, 'attach');
          }}
        />
        <Button
          variant="ghost"
          size="icon"
          aria-label="Attach file"
          title="Attach file"
          disabled={blocked || uploading}
          onClick={() => fileInput.current?.click()}
          className="text-muted-foreground"
        >
          {uploading ? <Spinner aria-label="Uploading" /> : <Paperclip aria-hidden="true" />}
        </Button>
        <textarea
          aria-label="Message"
          placeholder="Type your message or paste an image..."
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          disabled={disabled}
          rows={1}
          className="field-sizing-content max-h-48 min-h-9 flex-1 resize-none bg-transparent px-1 py-2 text-base outline-none placeholder:text-muted-foreground disabled:opacity-50 md:text-sm"
        />
        {replying ? (
          <Button variant="outline" size="icon" aria-label="Stop" title="Stop" onClick={onStop}>
            <Square className="fill-current" aria-hidden="true" />
          </Button>
        ) : (
          <Button type="submit" size="icon" aria-label="Send message" title="Send message" disabled={blocked || !text.trim()}>
            {sending ? <Spinner aria-hidden="true" /> : <SendHorizontal aria-hidden="true" />}
          </Button>
        )}
      </div>
    </form>
  );
}
