import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { inviteBody, type TeamRole } from '@common/teams';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useInviteMember } from '@/features/teams/api/invite-member';
import { RoleSelect } from './role-select';

/** Invites an e-mail address to a team with a role; says whether it joined at once or will when it signs in. */
export function InviteForm({ teamId, idPrefix, onSent }: { teamId: string; idPrefix: string; onSent?(): void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('editor');
  const [error, setError] = useState<string | null>(null);
  const invite = useInviteMember();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = inviteBody.safeParse({ email, role });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Please enter a valid email address');
    setError(null);
    invite.mutate(
      { teamId, ...checked.data },
      {
        onSuccess: (result) => {
          setEmail('');
          toast({
            title: 'Invitation sent',
            description:
              result.status === 'joined'
                ? `${result.email} has joined the team.`
                : `${result.email} joins the team when they sign in with this address.`,
          });
          onSent?.();
        },
        onError: (err) => setError(serverMessage(err, 'Failed to send the invitation. Please try again.')),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2">
      <Label htmlFor={`${idPrefix}-email`}>Invite by email</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${idPrefix}-email`}
          type="email"
          placeholder="colleague@company.com"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${idPrefix}-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
          className="min-w-0 flex-1"
        />
        <div className="flex gap-2">
          <RoleSelect aria-label="Role" value={role} onChange={setRole} className="flex-1 sm:flex-none" />
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending ? <Spinner aria-hidden="true" /> : <Send aria-hidden="true" />}
            Send Invitation
          </Button>
        </div>
      </div>
      {error && (
        <p id={`${idPrefix}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
