import { LoadedList } from '@/components/load-states';
import { useFeedback } from '@/features/admin/api/get-feedback';

/** Feedback: what users sent through the Feedback dialog, newest first. */
export function FeedbackTab() {
  const feedback = useFeedback();
  return (
    <LoadedList
      compact
      query={feedback}
      items={feedback.data}
      failed="Could not load the feedback."
      empty={<p className="py-12 text-center text-sm text-muted-foreground">No feedback yet.</p>}
    >
      {(items) => (
        <ul className="space-y-3">
          {items.map((item) => (
            <li key={item.id} aria-label={`Feedback from ${item.email}`} className="rounded-xl border bg-card p-4 shadow-xs">
              <div className="flex flex-col gap-1 text-sm sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
                <p className="font-medium break-all">{item.email}</p>
                <time dateTime={item.createdAt} className="shrink-0 text-muted-foreground">
                  {new Date(item.createdAt).toLocaleString()}
                </time>
              </div>
              <p className="mt-2 text-sm break-words whitespace-pre-wrap">{item.feedback}</p>
            </li>
          ))}
        </ul>
      )}
    </LoadedList>
  );
}
