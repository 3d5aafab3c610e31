import { format } from 'date-fns';
import type { User } from '@common/auth';
import { PageLayout } from '@/components/page-layout';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

const PLAN_NAMES: Record<User['plan'], string> = { basic: 'Basic', pro: 'Pro', enterprise: 'Enterprise' };

/** Account Settings: the user's e-mail, when they joined and their plan; a spinner until the user is known. */
export function AccountPage({ user }: { user: User | null | undefined }) {
  return (
    <PageLayout title="Account Settings">
      {user ? (
        <Card className="max-w-2xl">
          <CardHeader>
            <CardTitle>Profile</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="divide-y">
              <AccountField label="Email" value={user.email} />
              <AccountField label="Joined" value={format(new Date(user.createdAt), 'MMMM d, yyyy')} />
              <AccountField label="Plan" value={PLAN_NAMES[user.plan]} />
            </dl>
          </CardContent>
        </Card>
      ) : (
        <div className="flex justify-center py-16">
          <Spinner className="size-6 text-primary" />
        </div>
      )}
    </PageLayout>
  );
}

function AccountField({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:gap-4">
      <dt className="text-sm text-muted-foreground sm:w-32">{label}</dt>
      <dd className="text-sm font-medium break-all">{value}</dd>
    </div>
  );
}
