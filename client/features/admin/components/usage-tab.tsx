import { format, subDays } from 'date-fns';
import { useState } from 'react';
import { LoadFailed, Loading } from '@/components/load-states';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useUsage } from '@/features/admin/api/get-usage';
import { modelLabel, useAiModels } from '@/features/ai/api/get-ai-models';

const day = (date: Date) => format(date, 'yyyy-MM-dd');
const number = new Intl.NumberFormat();

/** Usage: replies and tokens per user and model, between two dates (the last 30 days at first). */
export function UsageTab() {
  const [from, setFrom] = useState(() => day(subDays(new Date(), 30)));
  const [to, setTo] = useState(() => day(new Date()));
  const usage = useUsage(from, to);
  const models = useAiModels();

  return (
    <section aria-labelledby="usage-heading" className="space-y-4">
      <h2 id="usage-heading" className="text-lg font-semibold">
        Usage
      </h2>
      <div className="flex flex-wrap gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="usage-from">From</Label>
          <Input id="usage-from" type="date" value={from} max={to} onChange={(e) => e.target.value && setFrom(e.target.value)} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="usage-to">To</Label>
          <Input id="usage-to" type="date" value={to} min={from} onChange={(e) => e.target.value && setTo(e.target.value)} />
        </div>
      </div>
      {usage.isPending ? (
        <Loading size="panel" />
      ) : !usage.data ? (
        <LoadFailed message="Could not load the usage." onRetry={() => void usage.refetch()} />
      ) : usage.data.length === 0 ? (
        <p className="py-8 text-center text-sm text-muted-foreground">No replies in this period.</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border bg-card shadow-xs">
          {/* On a phone the table scrolls sideways rather than break names letter by letter. */}
          <table className="w-full min-w-[36rem] text-sm">
            <caption className="sr-only">Replies and tokens per user and model</caption>
            <thead className="text-left text-xs text-muted-foreground">
              <tr>
                <th className="px-3 py-2 font-medium">User</th>
                <th className="px-3 py-2 font-medium">Model</th>
                <th className="px-3 py-2 text-right font-medium">Replies</th>
                <th className="px-3 py-2 text-right font-medium">Input tokens</th>
                <th className="px-3 py-2 text-right font-medium">Output tokens</th>
              </tr>
            </thead>
            <tbody>
              {usage.data.map((row) => (
                <tr key={`${row.userId}-${row.model}`} className="border-t">
                  <td className="px-3 py-2 break-words">{row.email}</td>
                  <td className="px-3 py-2 break-words">{modelLabel(models.data, row.model)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{number.format(row.replies)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{number.format(row.inputTokens)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{number.format(row.outputTokens)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
