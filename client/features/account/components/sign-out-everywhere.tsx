import { LogOut } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useEndSession } from '@/features/account/hooks/use-end-session';
import { useLogoutAll } from '@/features/account/api/logout-all';
import { serverMessage } from '@/lib/api-client';

/** 'Sign out of all devices', after a confirmation; this browser is signed out too and lands on '/'. */
export function SignOutEverywhere() {
  const logoutAll = useLogoutAll();
  const endSession = useEndSession();
  const signOut = () =>
    logoutAll.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Signed out', description: 'You were signed out of all devices.' });
        endSession();
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: serverMessage(error, 'Failed to sign out of all devices. Please try again.'),
        }),
    });

  return (
    <ConfirmDialog
      title="Sign out of all devices?"
      description="Every session of your account ends, this one included. You will need a new code to sign in again."
      confirmLabel="Sign out everywhere"
      onConfirm={signOut}
    >
      <Button variant="outline" disabled={logoutAll.isPending}>
        {logoutAll.isPending ? <Spinner aria-hidden="true" /> : <LogOut aria-hidden="true" />}
        Sign out of all devices
      </Button>
    </ConfirmDialog>
  );
}
