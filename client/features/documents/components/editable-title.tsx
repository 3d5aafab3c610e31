import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { LIMITS } from '@common/constants';

type EditableTitleProps = {
  title: string;
  onSave: (title: string) => void;
  /** A save is under way: the title waits. */
  disabled?: boolean;
  /** The reader may not rename it (a team's viewer): the title alone, as text. */
  readOnly?: boolean;
};

/**
 * The chat's title: click the title (or the edit icon) to edit; Enter or leaving the
 * field saves, Escape cancels; a save happens only when the title changed (a blank one is not saved).
 */
export function EditableTitle({ title, onSave, disabled = false, readOnly = false }: EditableTitleProps) {
  const [draft, setDraft] = useState<string | null>(null);
  if (readOnly) return <h1 className="min-w-0 flex-1 truncate px-1 text-base font-semibold sm:text-lg">{title.trim() || 'Untitled'}</h1>;

  function finish(save: boolean) {
    if (draft === null) return;
    const next = draft.trim();
    setDraft(null);
    if (save && next && next !== title) onSave(next);
  }

  if (draft !== null) {
    return (
      <Input
        aria-label="Chat title"
        value={draft}
        maxLength={LIMITS.titleChars}
        autoFocus
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => finish(true)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') finish(true);
          if (event.key === 'Escape') finish(false);
        }}
        className="h-9 min-w-0 flex-1 text-base font-semibold md:text-base"
      />
    );
  }

  return (
    <div className="flex min-w-0 flex-1 items-center gap-1">
      <h1 className="min-w-0 text-base font-semibold sm:text-lg">
        <button
          type="button"
          title="Click to edit the title"
          disabled={disabled}
          onClick={() => setDraft(title)}
          className="block max-w-full truncate rounded-md px-1 text-left hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          {title.trim() || 'Untitled'}
        </button>
      </h1>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Edit title"
        title="Edit title"
        disabled={disabled}
        onClick={() => setDraft(title)}
        className="size-8 shrink-0 text-muted-foreground"
      >
        <Pencil aria-hidden="true" />
      </Button>
    </div>
  );
}
