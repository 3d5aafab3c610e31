import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { useDebounced } from '@/hooks/use-debounced';

/** How long typing must pause before a search is sent. */
export const LIST_SEARCH_DEBOUNCE_MS = 250;

/** What is typed in a list's search box, trimmed, once typing pauses. */
export const useListSearch = (typed: string) => useDebounced(typed.trim(), LIST_SEARCH_DEBOUNCE_MS);

type ListSearchProps = { label: string; value: string; onChange: (value: string) => void };

/** The search box above a list screen's cards: `label` names it and shows while it is empty. */
export function ListSearch({ label, value, onChange }: ListSearchProps) {
  return (
    <div role="search" className="relative mb-6 max-w-md">
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        type="search"
        aria-label={label}
        placeholder={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pl-9"
        maxLength={200}
      />
    </div>
  );
}

/** What a list says when nothing matches the search: 'No chats match “plan”'. */
export const noMatch = (plural: string, search: string) => `No ${plural} match \u201c${search}\u201d`;
