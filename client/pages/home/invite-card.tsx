import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** The invite card: its dialog makes no call and does not validate the e-mail; it only closes. */
export function InviteCard() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setEmail('');
    setOpen(false);
  }

  return (
    <section className="flex flex-col gap-4 rounded-xl border bg-gradient-to-br from-accent/70 to-card p-5 sm:flex-row sm:items-center">
      <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-primary text-primary-foreground">
        <UserPlus className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold">Share with your colleagues</h2>
        <p className="mt-1 text-sm text-muted-foreground">Any colleague you invite gets a 30 day free trial of Enterprise Pro.</p>
      </div>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="outline" className="self-start sm:self-center">
            Invite colleagues
          </Button>
        </DialogTrigger>
        <DialogContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Share with your colleagues</DialogTitle>
              <DialogDescription>Your colleague gets a 30 day free trial of Enterprise Pro.</DialogDescription>
            </DialogHeader>
            <div className="grid gap-2">
              <Label htmlFor="invite-email">Email</Label>
              <Input
                id="invite-email"
                type="email"
                placeholder="colleague@company.com"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </div>
            <DialogFooter>
              <Button type="submit">Send Invitation</Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </section>
  );
}
