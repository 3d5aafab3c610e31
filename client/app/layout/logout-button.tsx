import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useLogout } from '@/features/auth/api/logout';
import { serverMessage } from '@/lib/api-client';

/** Ends the session; the app then shows the landing at '/'. */
export function LogoutButton() {
  const logout = useLogout();
  const logOut = () =>
    logout.mutate(undefined, {
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: serverMessage(error, 'Failed to logout. Please try again.'),
        }),
    });

  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Log out"
      title="Log out"
      onClick={logOut}
      disabled={logout.isPending}
      className="shrink-0 text-muted-foreground hover:text-foreground"
    >
      {logout.isPending ? <Spinner aria-hidden="true" /> : <LogOut aria-hidden="true" />}
    </Button>
  );
}
