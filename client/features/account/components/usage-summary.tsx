import type { UsageDto } from '@common/account';
import { Spinner } from '@/components/ui/spinner';
import { useUsage } from '@/features/account/api/get-usage';
import { cn } from '@/lib/utils';

const documents = (n: number) => `${n} ${n === 1 ? 'document' : 'documents'}`;

/** '2 of 3 documents used this month', or the count alone on an unlimited plan. */
export function usageText({ used, limit }: Pick<UsageDto, 'used' | 'limit'>) {
  return limit === null ? `${documents(used)} used this month (unlimited)` : `${used} of ${documents(limit)} used this month`;
}

/** The first day of the next period, as a UTC calendar date (periods are UTC months). */
const resetDate = (periodEnd: string) =>
  new Date(periodEnd).toLocaleDateString(undefined, { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });

/** This month's usage of the plan: a sentence, a meter when the plan has a limit, and when it resets. */
export function UsageSummary({ className }: { className?: string }) {
  const usage = useUsage();
  if (usage.isError) return <p className={cn('text-sm text-muted-foreground', className)}>Usage is not available right now.</p>;
  if (!usage.data) return <Spinner className={cn('text-primary', className)} />;
  const { used, limit, periodEnd } = usage.data;
  return (
    <div className={cn('space-y-2', className)}>
      <p className="text-sm font-medium">{usageText(usage.data)}</p>
      {limit !== null && (
        <>
          <div
            role="progressbar"
            aria-label="Documents used this month"
            aria-valuemin={0}
            aria-valuemax={limit}
            aria-valuenow={Math.min(used, limit)}
            className="h-2 w-full max-w-xs overflow-hidden rounded-full bg-muted"
          >
            <div
              className={cn('h-full rounded-full', used >= limit ? 'bg-destructive' : 'bg-primary')}
              style={{ width: `${limit === 0 ? 100 : Math.min(100, (used / limit) * 100)}%` }}
            />
          </div>
          <p className="text-xs text-muted-foreground">
            Chats, documents and designs all count. The count starts again on {resetDate(periodEnd)}.
          </p>
        </>
      )}
    </div>
  );
}
