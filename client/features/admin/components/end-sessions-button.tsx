import { LogOut } from 'lucide-react';
import type { AdminUserDto } from '@common/admin';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useEndUserSessions } from '@/features/admin/api/end-user-sessions';
import { serverMessage } from '@/lib/api-client';

/** 'End sessions', after a confirmation: the user is signed out of every device. */
export function EndSessionsButton({ user }: { user: AdminUserDto }) {
  const end = useEndUserSessions();
  const endSessions = () =>
    end.mutate(user.id, {
      onSuccess: () => toast({ title: 'Success', description: `Sessions of ${user.email} ended` }),
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Error', description: serverMessage(error, 'Failed to end sessions') }),
    });

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={end.isPending}>
          {end.isPending ? <Spinner aria-hidden="true" /> : <LogOut aria-hidden="true" />}
          End sessions
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>End sessions</AlertDialogTitle>
          <AlertDialogDescription>
            Sign {user.email} out of every device? They will need a new code to sign in again.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={endSessions}>End sessions</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
