import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

type MentionTextareaProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Who may be mentioned: the e-mail addresses of the document's team. */
  people: string[];
  placeholder?: string;
  /** Ctrl/Cmd+Enter. */
  onSubmit: () => void;
  maxLength: number;
  autoFocus?: boolean;
};

/** The `@word` being typed just before the caret, if any. */
const typedMention = (text: string, caret: number) => /(?:^|\s)@([^\s@]*)$/.exec(text.slice(0, caret));

/**
 * A comment box where typing `@` lists the team's members; picking one (click, or arrows and Enter)
 * writes `@their@address`, which the server turns into a mention.
 */
export function MentionTextarea({ label, value, onChange, people, placeholder, onSubmit, maxLength, autoFocus }: MentionTextareaProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const listId = useId();
  const [query, setQuery] = useState<{ text: string; at: number } | null>(null);
  const [index, setIndex] = useState(0);
  const matches = query ? people.filter((p) => p.toLowerCase().includes(query.text.toLowerCase())).slice(0, 6) : [];
  const listOpen = matches.length > 0;

  const follow = (text: string, caret: number) => {
    const typed = typedMention(text, caret);
    setQuery(typed ? { text: typed[1] ?? '', at: caret - (typed[1]?.length ?? 0) - 1 } : null);
    setIndex(0);
  };

  const pick = (email: string) => {
    if (!query) return;
    const caret = query.at + 1 + query.text.length;
    const next = `${value.slice(0, query.at)}@${email} ${value.slice(caret)}`;
    onChange(next);
    setQuery(null);
    const at = query.at + email.length + 2;
    requestAnimationFrame(() => ref.current?.setSelectionRange(at, at));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (listOpen && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      setIndex((i) => (i + (event.key === 'ArrowDown' ? 1 : matches.length - 1)) % matches.length);
    } else if (listOpen && (event.key === 'Enter' || event.key === 'Tab')) {
      event.preventDefault();
      pick(matches[index] ?? '');
    } else if (listOpen && event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setQuery(null);
    } else if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      onSubmit();
    }
  };

  return (
    <div className="relative">
      <Textarea
        ref={ref}
        aria-label={label}
        placeholder={placeholder}
        value={value}
        maxLength={maxLength}
        autoFocus={autoFocus}
        rows={2}
        className="min-h-16 resize-y"
        role="combobox"
        aria-expanded={listOpen}
        aria-controls={listId}
        aria-autocomplete="list"
        onChange={(event) => {
          onChange(event.target.value);
          follow(event.target.value, event.target.selectionStart);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setQuery(null)}
      />
      {listOpen && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Mention a member"
          className="absolute inset-x-0 top-full z-10 mt-1 rounded-md border bg-card p-1 shadow-md"
        >
          {matches.map((email, i) => (
            <li
              key={email}
              role="option"
              aria-selected={i === index}
              onMouseDown={(event) => {
                event.preventDefault();
                pick(email);
              }}
              className={cn('cursor-pointer truncate rounded-sm px-2 py-1.5 text-sm', i === index && 'bg-accent text-accent-foreground')}
            >
              {email}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
