import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { MessageTime, UserRow } from '@/features/messages/components/message-bubble';

type EditableUserRowProps = {
  content: string;
  /**
   * Sends the new text in place of this message; `onAccepted` runs once the server takes it (the box
   * closes then), and false (refused) keeps the box open with the user's words.
   */
  onEdit?: (content: string, onAccepted: () => void) => Promise<boolean>;
  /** When it was sent (ISO). */
  time?: string;
};

/**
 * The user's turn with an Edit action: the message becomes a text box with Save & send and Cancel.
 * Saving replaces the later messages with the new turn's reply.
 */
export function EditableUserRow({ content, onEdit, time }: EditableUserRowProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const id = useId();
  if (draft === null || !onEdit) {
    const footer = (onEdit || time) && (
      <div className="flex items-center gap-1">
        <MessageTime at={time} />
        {onEdit && (
          <Button
            variant="ghost"
            size="icon"
            aria-label="Edit message"
            title="Edit message"
            onClick={() => setDraft(content)}
            className="size-7 text-muted-foreground hover:text-foreground"
          >
            <Pencil aria-hidden="true" />
          </Button>
        )}
      </div>
    );
    return <UserRow content={content} footer={footer} />;
  }
  async function save() {
    if (!onEdit || draft === null || !draft.trim()) return;
    setSaving(true);
    const taken = await onEdit(draft.trim(), () => setDraft(null));
    setSaving(false);
    if (taken) setDraft(null);
  }
  return (
    <form
      aria-label="Edit message"
      className="ml-auto flex w-full max-w-[85%] flex-col gap-2 @xl:max-w-[75%]"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label htmlFor={id} className="sr-only">
        Your message
      </label>
      <Textarea
        id={id}
        autoFocus
        value={draft}
        rows={3}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDraft(null);
        }}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={() => setDraft(null)} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={saving || !draft.trim()}>
          Save &amp; send
        </Button>
      </div>
    </form>
  );
}
