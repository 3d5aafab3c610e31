import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { inviteBody, TEAM_NAME_MAX } from '@common/teams';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { userQueryOptions } from '@/features/auth/api/get-user';
import { useCreateTeam } from '@/features/teams/api/create-team';
import { teamsQueryOptions } from '@/features/teams/api/get-teams';
import { useInviteMember } from '@/features/teams/api/invite-member';

/** The team a user without one invites into: named after them. */
const teamNameFor = (email: string) => `${email.split('@')[0] ?? 'My'}'s team`.slice(0, TEAM_NAME_MAX);

/**
 * The invite card: its dialog sends a real invitation (as an editor) to a team the user owns: the one
 * they pick when they own several, or a team named after them, made on the first invitation.
 */
export function InviteCard() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [picked, setPicked] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The user and their teams are read once the dialog opens: the home screen itself makes no call for them.
  const user = useQuery({ ...userQueryOptions, enabled: open }).data;
  const teams = useQuery({ ...teamsQueryOptions, enabled: open });
  const owned = (teams.data ?? []).filter((team) => team.role === 'owner');
  const createTeam = useCreateTeam();
  const invite = useInviteMember();
  const pending = createTeam.isPending || invite.isPending;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = inviteBody.safeParse({ email, role: 'editor' });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Please enter a valid email address');
    setError(null);
    try {
      const teamId =
        owned.find((t) => t.id === picked)?.id ??
        owned[0]?.id ??
        (await createTeam.mutateAsync({ name: teamNameFor(user?.email ?? '') })).id;
      const sent = await invite.mutateAsync({ teamId, ...checked.data });
      toast({
        title: 'Invitation sent',
        description:
          sent.status === 'joined' ? `${sent.email} has joined your team.` : `We e-mailed ${sent.email} a link to join your team.`,
      });
      setEmail('');
      setOpen(false);
    } catch (err) {
      setError(serverMessage(err, 'Failed to send the invitation. Please try again.'));
    }
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
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setError(null);
        }}
      >
        <DialogTrigger asChild>
          <Button variant="outline" className="self-start sm:self-center">
            Invite colleagues
          </Button>
        </DialogTrigger>
        <DialogContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Share with your colleagues</DialogTitle>
              <DialogDescription>
                {owned.length === 0
                  ? 'They join your team as editors: it is made for you with this first invitation.'
                  : 'They join your team as editors and see its chats, documents, designs and products.'}
              </DialogDescription>
            </DialogHeader>
            {owned.length > 1 && (
              <div className="grid gap-2">
                <Label htmlFor="invite-team">Team</Label>
                <select
                  id="invite-team"
                  value={picked || owned[0]?.id}
                  onChange={(event) => setPicked(event.target.value)}
                  className="h-9 rounded-md border border-input bg-background px-2 text-sm"
                >
                  {owned.map((team) => (
                    <option key={team.id} value={team.id}>
                      {team.name}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <div className="grid gap-2">
              <Label htmlFor="invite-email">Email</Label>
              <Input
                id="invite-email"
                type="email"
                placeholder="colleague@company.com"
                value={email}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'invite-error' : undefined}
                onChange={(event) => setEmail(event.target.value)}
              />
              {error && (
                <p id="invite-error" role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              )}
            </div>
            <DialogFooter>
              <Button type="submit" disabled={pending}>
                {pending && <Spinner aria-hidden="true" />}
                Send Invitation
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </section>
  );
}
