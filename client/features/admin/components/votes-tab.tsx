import { ThumbsDown, ThumbsUp } from 'lucide-react';
import type { AdminVoteDto } from '@common/votes';
import { JOURNEYS } from '@common/journeys';
import { LoadedList } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { useVotes } from '@/features/admin/api/get-votes';

/** A journey's name, or the design review chat's. */
const journeyLabel = (journey: string) => (journey in JOURNEYS ? JOURNEYS[journey as keyof typeof JOURNEYS].label : 'Design review');

/** Votes: users' thumbs on replies, newest first, with the journey, the model and prompt when known, the reply and the comment. */
export function VotesTab() {
  const votes = useVotes();
  const items = votes.data?.pages.flatMap((page) => page.items);
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
          <ul className="space-y-3">
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
