import { Shield, ShieldOff } from 'lucide-react';
import type { ChangeEvent } from 'react';
import type { AdminUserChange, AdminUserDto } from '@common/admin';
import { PLANS, type Plan } from '@common/constants';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { dismissToast, toast } from '@/lib/toast';
import { useUpdateAdminUser } from '@/features/admin/api/update-admin-user';
import { EndSessionsButton } from '@/features/admin/components/end-sessions-button';
import { capitalize } from '@/features/admin/lib/labels';
import { serverMessage } from '@/lib/api-client';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** One account: e-mail, verified, admin, plan and join date; grant or revoke admin, change plan, end sessions. */
export function UserRow({ user, isSelf }: { user: AdminUserDto; isSelf: boolean }) {
  const update = useUpdateAdminUser();
  const togglingAdmin = update.isPending && update.variables.isAdmin !== undefined;
  const toastId = `update-user-${user.id}`;
  // The row shows the new plan or rights: success only clears a failure still on screen.
  const change = (body: AdminUserChange) =>
    update.mutate(
      { id: user.id, ...body },
      {
        onSuccess: () => dismissToast(toastId),
        onError: (error) =>
          toast({ id: toastId, variant: 'destructive', title: 'Error', description: serverMessage(error, 'Failed to update user') }),
      },
    );
  const changePlan = (event: ChangeEvent<HTMLSelectElement>) => {
    const plan = event.target.value as Plan;
    change({ plan });
  };
  const toggleAdmin = () => change({ isAdmin: !user.isAdmin });

  return (
    <li aria-label={user.email} className="grid gap-3 p-4 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center">
      <div className="min-w-0">
        <p className="font-medium break-all">
          {user.email}
          {isSelf && <span className="ml-2 text-xs font-normal text-muted-foreground">(you)</span>}
        </p>
        <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:flex sm:flex-wrap">
          <Field label="Verified" value={yesNo(user.otpVerified)} />
          <Field label="Admin" value={yesNo(user.isAdmin)} />
          <Field label="Joined" value={new Date(user.createdAt).toLocaleDateString()} />
        </dl>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <select
          aria-label={`Plan of ${user.email}`}
          value={user.plan}
          onChange={changePlan}
          disabled={update.isPending}
          className="h-8 rounded-md border border-input bg-card px-2 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50"
        >
          {PLANS.map((plan) => (
            <option key={plan} value={plan}>
              {capitalize(plan)}
            </option>
          ))}
        </select>
        <Button
          variant="outline"
          size="sm"
          onClick={toggleAdmin}
          disabled={update.isPending || (isSelf && user.isAdmin)}
          title={isSelf && user.isAdmin ? 'You cannot revoke your own admin rights' : undefined}
        >
          {togglingAdmin ? <Spinner aria-hidden="true" /> : user.isAdmin ? <ShieldOff aria-hidden="true" /> : <Shield aria-hidden="true" />}
          {user.isAdmin ? 'Revoke admin' : 'Grant admin'}
        </Button>
        <EndSessionsButton user={user} />
      </div>
    </li>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-1.5">
      <dt className="text-muted-foreground">{label}:</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
