import { BASIC_DOCUMENTS_PER_MONTH, type Plan } from '../../../common/constants';
import type { UsageDto } from '../../../common/account';
import type { Db } from '../../db/database';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { countCreation, createdInPeriod } from './billing.queries';

export const PLAN_LIMIT_MESSAGE = `The Basic plan includes ${BASIC_DOCUMENTS_PER_MONTH} documents per month (chats, documents and designs), and you have used them this month. Upgrade to Pro for unlimited documents: see Plans & Billing, where an administrator can change your plan.`;

export type PlanHolder = { id: string; plan: Plan; isAdmin: boolean };

const periodOf = (now: Date) => now.toISOString().slice(0, 7);

/**
 * How many creations a month the holder may make; null is unlimited: PLAN_LIMITS=off, an
 * administrator (never capped, whatever their plan), Pro and Enterprise.
 */
export function monthlyLimit(ctx: AppContext, holder: Pick<PlanHolder, 'plan' | 'isAdmin'>): number | null {
  if (!ctx.config.PLAN_LIMITS || holder.isAdmin) return null;
  return holder.plan === 'basic' ? BASIC_DOCUMENTS_PER_MONTH : null;
}

/**
 * Runs `create` in one transaction with the count of this month's creations:
 * either both happen, or neither (and the user hears which limit stopped them).
 */
export async function createWithinPlan<T>(ctx: AppContext, user: PlanHolder, create: (tx: Db) => Promise<T>): Promise<T> {
  const period = periodOf(ctx.clock.now());
  return ctx.database.db.transaction(async (tx) => {
    const counted = await countCreation(tx, { userId: user.id, period, limit: monthlyLimit(ctx, user) });
    if (!counted) throw new AppError(403, 'plan_limit', PLAN_LIMIT_MESSAGE);
    return create(tx);
  });
}

export async function usageOf(ctx: AppContext, user: PlanHolder): Promise<UsageDto> {
  const now = ctx.clock.now();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return {
    plan: user.plan,
    limit: monthlyLimit(ctx, user),
    used: await createdInPeriod(ctx.database.db, { userId: user.id, period: periodOf(now) }),
    periodStart: start.toISOString(),
    periodEnd: end.toISOString(),
  };
}
