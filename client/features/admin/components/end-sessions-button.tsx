import { LogOut } from 'lucide-react';
import type { AdminUserDto } from '@common/admin';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useEndUserSessions } from '@/features/admin/api/end-user-sessions';
import { serverMessage } from '@/lib/api-client';

/** 'End sessions', after a confirmation: the user is signed out of every device. */
export function EndSessionsButton({ user }: { user: AdminUserDto }) {
  const end = useEndUserSessions();
  const endSessions = () =>
    end.mutate(user.id, {
      onSuccess: () => toast({ id: `end-sessions-${user.id}`, title: 'Success', description: `Sessions of ${user.email} ended` }),
      onError: (error) =>
        toast({
          id: `end-sessions-${user.id}`,
          variant: 'destructive',
          title: 'Error',
          description: serverMessage(error, 'Failed to end sessions'),
        }),
    });

  return (
    <ConfirmDialog
      title="End sessions"
      description={`Sign ${user.email} out of every device? They will need a new code to sign in again.`}
      confirmLabel="End sessions"
      onConfirm={endSessions}
    >
      <Button variant="outline" size="sm" disabled={end.isPending}>
        {end.isPending ? <Spinner aria-hidden="true" /> : <LogOut aria-hidden="true" />}
        End sessions
      </Button>
    </ConfirmDialog>
  );
}
