import { SendHorizontal } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type DesignChatInputProps = {
  /** Resolves false when the message was not sent: the text then comes back into the field. */
  onSend: (text: string) => Promise<boolean>;
  sending: boolean;
  disabled: boolean;
};

/** The question field: Enter sends, Shift+Enter starts a new line; blank text and a second send are ignored. */
export function DesignChatInput({ onSend, sending, disabled }: DesignChatInputProps) {
  const [text, setText] = useState('');

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const message = text.trim();
    if (!message || sending || disabled) return;
    setText('');
    const sent = await onSend(message);
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
          aria-label="Message"
          placeholder="Ask about the design..."
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={disabled}
          rows={1}
          className="field-sizing-content max-h-40 min-h-9 flex-1 resize-none bg-transparent px-2 py-2 text-base outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 md:text-sm"
        />
        <Button type="submit" size="icon" aria-label="Send message" title="Send message" disabled={disabled || sending || !text.trim()}>
          {sending ? <Spinner aria-hidden="true" /> : <SendHorizontal aria-hidden="true" />}
        </Button>
      </div>
    </form>
  );
}
