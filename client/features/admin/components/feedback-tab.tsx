import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFeedback } from '@/features/admin/api/get-feedback';

/** Feedback: what users sent through the Feedback dialog, newest first. */
export function FeedbackTab() {
  const feedback = useFeedback();
  if (feedback.isError) {
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center">
        <p className="text-sm text-muted-foreground">Could not load the feedback.</p>
        <Button variant="outline" onClick={() => void feedback.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!feedback.data) {
    return (
      <div className="flex justify-center py-12">
        <Spinner className="size-6 text-primary" />
      </div>
    );
  }
  if (feedback.data.length === 0) {
    return <p className="py-12 text-center text-sm text-muted-foreground">No feedback yet.</p>;
  }
  return (
    <ul className="space-y-3">
      {feedback.data.map((item) => (
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
  );
}
