import type { User } from '@common/auth';
import { PLANS } from '@common/constants';
import { PageLayout } from '@/components/page-layout';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { UsageSummary } from '@/features/account/components/usage-summary';
import { PlanCard } from '@/features/billing/components/plan-card';
import { PLAN_OFFERS } from '@/features/billing/plans';

/** Plans & Billing: the three plans with the user's own marked 'Current Plan', and this month's usage (administrators are never capped). */
export function BillingPage({ user }: { user: User }) {
  const currentRank = PLANS.indexOf(user.plan);
  return (
    <PageLayout title="Plans & Billing">
      <div className="mx-auto max-w-5xl space-y-8">
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-3 md:items-stretch md:py-2">
          {PLAN_OFFERS.map((plan) => {
            const rank = PLANS.indexOf(plan.id);
            const position = rank === currentRank ? 'current' : rank > currentRank ? 'higher' : 'lower';
            return <PlanCard key={plan.id} plan={plan} rank={position} isAdmin={user.isAdmin} />;
          })}
        </ul>
        <Card>
          <CardHeader>
            <CardTitle>Usage</CardTitle>
          </CardHeader>
          <CardContent className="space-y-3">
            <UsageSummary />
            {user.isAdmin && (
              <p className="text-sm text-muted-foreground">
                Administrators are not capped by plans: you can create as many chats, documents and designs as you need. Change other
                accounts&apos; plans in Admin, under Users.
              </p>
            )}
          </CardContent>
        </Card>
      </div>
    </PageLayout>
  );
}
