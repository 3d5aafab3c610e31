import { format } from 'date-fns';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { User } from '@common/auth';
import { PageLayout } from '@/components/page-layout';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Loading } from '@/components/load-states';
import { DeleteAccountDialog } from '@/features/account/components/delete-account-dialog';
import { SignOutEverywhere } from '@/features/account/components/sign-out-everywhere';
import { UsageSummary } from '@/features/account/components/usage-summary';
import { TrackersSection } from '@/features/integrations/components/trackers-section';
import { useTeams } from '@/features/teams/api/get-teams';
import { TeamSection } from '@/features/teams/components/team-section';
import { ApiTokensSection } from '@/features/tokens/components/api-tokens-section';
import { paths } from '@/lib/paths';

const linkClass = 'text-sm font-normal text-primary underline-offset-4 hover:underline';
const PLAN_NAMES: Record<User['plan'], string> = { basic: 'Basic', pro: 'Pro', enterprise: 'Enterprise' };

/**
 * Account Settings: the user's e-mail, when they joined, their plan and this month's usage; signing out
 * of every device and deleting the account. A spinner until the user is known.
 */
export function AccountPage({ user }: { user: User | null | undefined }) {
  const teams = useTeams();
  return (
    <PageLayout title="Account Settings">
      {user ? (
        <div className="max-w-2xl space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>Profile</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="divide-y">
                <AccountField label="Email" value={<span className="break-all">{user.email}</span>} />
                <AccountField label="Joined" value={format(new Date(user.createdAt), 'MMMM d, yyyy')} />
                <AccountField
                  label="Plan"
                  value={
                    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      {PLAN_NAMES[user.plan]}
                      <Link href={paths.billing} className={linkClass}>
                        Plans & Billing
                      </Link>
                    </span>
                  }
                />
                <AccountField label="Usage" value={<UsageSummary className="font-normal" />} />
                {user.isAdmin && (
                  <AccountField
                    label="Role"
                    value={
                      <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                        Administrator
                        <Link href={paths.admin} className={linkClass}>
                          Admin Dashboard
                        </Link>
                      </span>
                    }
                  />
                )}
              </dl>
            </CardContent>
          </Card>
          <TeamSection user={user} />
          <ApiTokensSection />
          <TrackersSection teams={teams.data ?? []} />
          <Card>
            <CardHeader>
              <CardTitle>Sessions</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-muted-foreground">Signed in on a shared or lost device? End every session at once.</p>
              <SignOutEverywhere />
            </CardContent>
          </Card>
          <Card className="border-destructive/40">
            <CardHeader>
              <CardTitle className="text-destructive">Danger zone</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-muted-foreground">
                Delete your account with all its chats, documents and designs. This cannot be undone.
              </p>
              <DeleteAccountDialog email={user.email} />
            </CardContent>
          </Card>
        </div>
      ) : (
        <Loading />
      )}
    </PageLayout>
  );
}

function AccountField({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:gap-4">
      <dt className="shrink-0 text-sm text-muted-foreground sm:w-32">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words">{value}</dd>
    </div>
  );
}
