import { Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useDeleteAccount } from '@/features/account/api/delete-account';
import { useEndSession } from '@/features/account/hooks/use-end-session';
import { serverMessage } from '@/lib/api-client';

/** 'Delete account': typing the account's e-mail enables Delete; the app then lands on '/'. */
export function DeleteAccountDialog({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState('');
  const remove = useDeleteAccount();
  const endSession = useEndSession();
  const inputId = useId();
  const confirmed = confirm.trim().toLowerCase() === email.toLowerCase();

  function onOpenChange(next: boolean) {
    if (remove.isPending) return;
    setOpen(next);
    if (!next) setConfirm('');
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!confirmed || remove.isPending) return;
    remove.mutate(confirm.trim(), {
      onSuccess: () => {
        toast({ title: 'Account deleted', description: 'Your account and all its data were deleted.' });
        endSession();
      },
      onError: (error) => toast({ variant: 'destructive', title: 'Error', description: serverMessage(error, 'Failed to delete account') }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          Delete account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={onSubmit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Delete account</DialogTitle>
            <DialogDescription>
              This permanently deletes your account with all its chats, documents, designs and uploads. This action cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={inputId} className="block leading-normal">
              Type <span className="font-semibold break-all">{email}</span> to confirm
            </Label>
            <Input
              id={inputId}
              type="email"
              autoComplete="off"
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
              disabled={remove.isPending}
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!confirmed || remove.isPending} aria-busy={remove.isPending}>
              {remove.isPending && <Spinner aria-hidden="true" />}
              Delete account
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
