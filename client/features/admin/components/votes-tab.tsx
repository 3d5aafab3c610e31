import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { NO_PROMPT, type AdminVoteDto, type VotePromptDto } from '@common/votes';
import { JOURNEYS } from '@common/journeys';
import { LoadedList } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { useVotePrompts, useVotes } from '@/features/admin/api/get-votes';
import { cn } from '@/lib/utils';

/** A journey's name, or the design review chat's. */
const journeyLabel = (journey: string) => (journey in JOURNEYS ? JOURNEYS[journey as keyof typeof JOURNEYS].label : 'Design review');

/**
 * Votes: how each prompt version fares (up and down), then users' thumbs on replies, newest first
 * (all, or one prompt's), with the journey, the model and prompt, the reply and the comment.
 */
export function VotesTab() {
  const [prompt, setPrompt] = useState<string | undefined>();
  const votes = useVotes(prompt);
  const items = votes.data?.pages.flatMap((page) => page.items);
  return (
    <div className="space-y-6">
      <PromptTable chosen={prompt} onChoose={setPrompt} />
      {prompt !== undefined && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="min-w-0 break-all">
            Votes on replies written under{' '}
            <code className="rounded bg-muted px-1">{prompt === NO_PROMPT ? 'no recorded prompt' : prompt}</code>
          </span>
          <Button variant="ghost" size="sm" onClick={() => setPrompt(undefined)}>
            Show all votes
          </Button>
        </p>
      )}
      <VoteList votes={votes} items={items} />
    </div>
  );
}

/** Each prompt version with its up and down votes and the share of good ones; choosing one filters the list below. */
function PromptTable({ chosen, onChoose }: { chosen: string | undefined; onChoose: (prompt: string | undefined) => void }) {
  const prompts = useVotePrompts();
  if (!prompts.data || prompts.data.length === 0) return null;
  return (
    <section aria-labelledby="votes-by-prompt" className="rounded-xl border bg-card shadow-xs">
      <h3 id="votes-by-prompt" className="border-b px-4 py-2.5 text-sm font-semibold">
        By prompt
      </h3>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="text-left text-xs text-muted-foreground">
            <tr>
              <th className="px-4 py-2 font-medium">Prompt version</th>
              <th className="px-2 py-2 text-right font-medium">Good</th>
              <th className="px-2 py-2 text-right font-medium">Bad</th>
              <th className="px-4 py-2 text-right font-medium">Good share</th>
            </tr>
          </thead>
          <tbody>
            {prompts.data.map((row) => (
              <PromptRow key={row.prompt ?? NO_PROMPT} row={row} chosen={chosen} onChoose={onChoose} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function PromptRow({
  row,
  chosen,
  onChoose,
}: {
  row: VotePromptDto;
  chosen: string | undefined;
  onChoose: (prompt: string | undefined) => void;
}) {
  const key = row.prompt ?? NO_PROMPT;
  const total = row.up + row.down;
  const selected = chosen === key;
  return (
    <tr className={cn('border-t', selected && 'bg-accent/60')}>
      <td className="px-4 py-2">
        <Button
          variant="link"
          size="sm"
          aria-pressed={selected}
          className="h-auto max-w-full p-0 text-left font-mono text-xs break-all whitespace-normal"
          onClick={() => onChoose(selected ? undefined : key)}
        >
          {row.prompt ?? 'No prompt recorded'}
        </Button>
      </td>
      <td className="px-2 py-2 text-right tabular-nums">{row.up}</td>
      <td className="px-2 py-2 text-right tabular-nums">{row.down}</td>
      <td className="px-4 py-2 text-right tabular-nums">{total ? `${Math.round((100 * row.up) / total)} %` : '–'}</td>
    </tr>
  );
}

function VoteList({ votes, items }: { votes: ReturnType<typeof useVotes>; items: AdminVoteDto[] | undefined }) {
  return (
    <LoadedList
      compact
      query={votes}
      items={items}
      failed="Could not load the votes."
      empty={<p className="py-12 text-center text-sm text-muted-foreground">No votes yet.</p>}
    >
      {(list) => (
        <div className="space-y-3">
          <ul aria-label="Votes" className="space-y-3">
            {list.map((vote) => (
              <VoteItem key={vote.messageId} vote={vote} />
            ))}
          </ul>
          {votes.hasNextPage && (
            <Button variant="outline" size="sm" disabled={votes.isFetchingNextPage} onClick={() => void votes.fetchNextPage()}>
              Show more
            </Button>
          )}
        </div>
      )}
    </LoadedList>
  );
}

function VoteItem({ vote }: { vote: AdminVoteDto }) {
  const up = vote.value > 0;
  return (
    <li aria-label={`${up ? 'Good' : 'Bad'} reply vote from ${vote.email}`} className="rounded-xl border bg-card p-4 shadow-xs">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        {up ? (
          <ThumbsUp className="size-4 text-primary" aria-label="Thumbs up" />
        ) : (
          <ThumbsDown className="size-4 text-destructive" aria-label="Thumbs down" />
        )}
        <span className="font-medium">{journeyLabel(vote.journey)}</span>
        <span className="text-muted-foreground">{vote.model ?? 'Model not recorded'}</span>
        {vote.prompt && <span className="text-muted-foreground">Prompt: {vote.prompt}</span>}
        <span className="break-all text-muted-foreground">{vote.email}</span>
        <time dateTime={vote.votedAt} className="text-muted-foreground sm:ml-auto">
          {new Date(vote.votedAt).toLocaleString()}
        </time>
      </div>
      {vote.comment && <p className="mt-2 text-sm break-words whitespace-pre-wrap">“{vote.comment}”</p>}
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-muted-foreground">The reply</summary>
        <p className="mt-1 line-clamp-[12] break-words whitespace-pre-wrap">{vote.reply}</p>
      </details>
    </li>
  );
}
