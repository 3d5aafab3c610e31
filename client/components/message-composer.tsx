import { Paperclip, SendHorizontal, Square } from 'lucide-react';
import { useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFilePicker } from '@/hooks/use-file-picker';
import { useToastClearance } from '@/hooks/use-toast-clearance';
import { cn } from '@/lib/utils';

/** Files a chat takes: images, PDF, text, Markdown, CSV and Word documents. */
export const CHAT_FILE_TYPES = 'image/*,.pdf,.txt,.md,.csv,.docx,.doc';

type Attach = { uploading: boolean; onFile: (file: File, source: 'paste' | 'attach') => void };

type MessageComposerProps = {
  label: string;
  placeholder: string;
  /** Resolves false when the message was not sent: the text then comes back into the field. */
  onSend: (text: string) => Promise<boolean>;
  /** A reply is under way: nothing more is sent; with `onStop`, a Stop button shows. */
  replying?: boolean;
  onStop?: () => void;
  disabled?: boolean;
  /** The chat screen's bar: a file button, and images pasted into the field are uploaded. */
  attach?: Attach;
  /** 'page': the wide bar under a whole-screen chat; 'panel': the field of a side panel. */
  variant?: 'page' | 'panel';
  /** Under the field: the chat's model picker. */
  footer?: ReactNode;
};

const STYLES = {
  page: {
    form: 'shrink-0 border-t bg-background/95 px-3 py-3 sm:px-6',
    box: 'mx-auto flex w-full max-w-3xl items-end gap-2 rounded-2xl border bg-card p-2 shadow-sm',
    field: 'max-h-48 px-1',
  },
  panel: { form: 'shrink-0 border-t p-3', box: 'flex items-end gap-2 rounded-xl border bg-background p-1.5', field: 'max-h-40 px-2' },
};

/**
 * The message field of every chat: Enter sends, Shift+Enter starts a new line; blank text and a second
 * send are ignored; Send turns into Stop while a reply is written.
 */
export function MessageComposer(props: MessageComposerProps) {
  const { label, placeholder, onSend, replying = false, onStop, disabled = false, attach, variant = 'panel', footer } = props;
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const blocked = disabled || replying || sending;
  const picker = useFilePicker(CHAT_FILE_TYPES, (file) => attach?.onFile(file, 'attach'));
  const style = STYLES[variant];
  const form = useRef<HTMLFormElement>(null);
  useToastClearance(form);

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

  function onPaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    const image = attach && [...event.clipboardData.files].find((file) => file.type.startsWith('image/'));
    if (!image) return;
    event.preventDefault();
    if (!blocked && !attach.uploading) attach.onFile(image, 'paste');
  }

  return (
    <form ref={form} onSubmit={(event) => void submit(event)} className={style.form}>
      <div className={cn(style.box, 'focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/30')}>
        {attach && (
          <>
            {picker.input}
            <Button
              variant="ghost"
              size="icon"
              aria-label="Attach file"
              title="Attach file"
              disabled={blocked || attach.uploading}
              onClick={picker.open}
              className="text-muted-foreground"
            >
              {attach.uploading ? <Spinner aria-label="Uploading" /> : <Paperclip aria-hidden="true" />}
            </Button>
          </>
        )}
        <textarea
          aria-label={label}
          placeholder={placeholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          disabled={disabled}
          rows={1}
          className={cn(
            'field-sizing-content min-h-9 flex-1 resize-none bg-transparent py-2 text-base outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 md:text-sm',
            style.field,
          )}
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
      {footer && (
        <div className={cn('mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1', variant === 'page' && 'mx-auto w-full max-w-3xl')}>
          {footer}
        </div>
      )}
    </form>
  );
}
