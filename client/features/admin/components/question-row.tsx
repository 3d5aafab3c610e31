import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import type { Dispatch } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { DraftQuestion, QuestionDraftAction } from '@/features/admin/lib/question-drafts';

type QuestionRowProps = {
  row: DraftQuestion;
  position: number;
  isFirst: boolean;
  isLast: boolean;
  disabled: boolean;
  dispatch: Dispatch<QuestionDraftAction>;
};

/** A question in edit mode: key input, 3-row question text area, move up and down, remove. */
export function QuestionRow({ row, position, isFirst, isLast, disabled, dispatch }: QuestionRowProps) {
  const name = `question ${position}`;
  return (
    <li className="rounded-lg border bg-background p-3">
      <div className="mb-2 flex items-center justify-between gap-2">
        <span className="text-sm font-medium text-muted-foreground">Question {position}</span>
        <div className="flex">
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Move ${name} up`}
            title="Move up"
            disabled={disabled || isFirst}
            onClick={() => dispatch({ type: 'move', id: row.id, by: -1 })}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Move ${name} down`}
            title="Move down"
            disabled={disabled || isLast}
            onClick={() => dispatch({ type: 'move', id: row.id, by: 1 })}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-muted-foreground hover:text-destructive"
            aria-label={`Remove ${name}`}
            title="Remove"
            disabled={disabled}
            onClick={() => dispatch({ type: 'remove', id: row.id })}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="grid gap-2 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
        <Input
          aria-label={`Key of ${name}`}
          placeholder="key"
          value={row.key}
          disabled={disabled}
          onChange={(event) => dispatch({ type: 'change', id: row.id, field: 'key', value: event.target.value })}
          className="font-mono"
        />
        <Textarea
          aria-label={`Text of ${name}`}
          placeholder="Question"
          rows={3}
          value={row.question}
          disabled={disabled}
          onChange={(event) => dispatch({ type: 'change', id: row.id, field: 'question', value: event.target.value })}
          className="min-h-0"
        />
      </div>
    </li>
  );
}
