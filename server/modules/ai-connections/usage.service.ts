import type { AppContext } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import { sumUsage } from './connections.queries';

const DAY = 86_400_000;

/** A date alone means its whole day (UTC): `to=2026-03-15` takes in the 15th. */
const bound = (value: string, end: boolean) => {
  const time = new Date(value).getTime();
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) && end ? time + DAY : time);
};

/** Replies and tokens per user and model in [from, to); the last 30 days when unset. */
export async function usageIn(ctx: AppContext, query: { from?: string; to?: string }) {
  const to = query.to ? bound(query.to, true) : new Date(ctx.clock.now().getTime() + 1);
  const from = query.from ? bound(query.from, false) : new Date(to.getTime() - 30 * DAY);
  if (from >= to) throw badRequest('from must be before to', 'invalid_period');
  return sumUsage(ctx.database.db, from, to);
}
