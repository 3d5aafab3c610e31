import { SendHorizontal, Square } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type QuestionInputProps = {
  label: string;
  placeholder: string;
  /** Resolves false when the message was not sent: the text then comes back into the field. */
  onSend: (text: string) => Promise<boolean>;
  /** A reply is under way elsewhere: nothing more is sent; with `onStop`, a Stop button shows. */
  replying?: boolean;
  onStop?: () => void;
  disabled?: boolean;
};

/** The question field of a document or design chat: Enter sends, Shift+Enter starts a new line; blank text and a second send are ignored. */
export function QuestionInput({ label, placeholder, onSend, replying = false, onStop, disabled = false }: QuestionInputProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const blocked = disabled || replying || sending;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const message = text.trim();
    if (!message || blocked) return;
    setText('');
    setSending(true);
    const sent = await onSend(message).finally(() => setSending(false));
    if (!sent) setText((current) => (current === '' ? message : current));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="shrink-0 border-t p-3">
      <div className="flex items-end gap-2 rounded-xl border bg-background p-1.5 focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/30">
        <textarea
          aria-label={label}
          placeholder={placeholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={disabled}
          rows={1}
          className="field-sizing-content max-h-40 min-h-9 flex-1 resize-none bg-transparent px-2 py-2 text-base outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 md:text-sm"
        />
        {replying && onStop ? (
          <Button variant="outline" size="icon" aria-label="Stop" title="Stop" onClick={onStop}>
            <Square className="fill-current" aria-hidden="true" />
          </Button>
        ) : (
          <Button type="submit" size="icon" aria-label="Send message" title="Send message" disabled={blocked || !text.trim()}>
            {sending || replying ? <Spinner aria-hidden="true" /> : <SendHorizontal aria-hidden="true" />}
          </Button>
        )}
      </div>
    </form>
  );
}
