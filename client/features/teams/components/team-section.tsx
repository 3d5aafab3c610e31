import { LogOut, Pencil, Plus, Trash2, UserMinus, Users } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { User } from '@common/auth';
import { createTeamBody, type CreateTeamBody, type TeamDto, type TeamRole } from '@common/teams';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Loading } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useChangeRole, useRemoveMember } from '@/features/teams/api/change-member';
import { useDeleteTeam, useRenameTeam } from '@/features/teams/api/change-team';
import { useCreateTeam } from '@/features/teams/api/create-team';
import { useMembers } from '@/features/teams/api/get-members';
import { useTeams } from '@/features/teams/api/get-teams';
import { InviteForm } from './invite-form';
import { ROLE_NAMES, RoleSelect } from './role-select';

const failed = (fallback: string) => (error: unknown) =>
  toast({ variant: 'destructive', title: 'Error', description: serverMessage(error, fallback) });

/** The Account page's Team section: the user's teams, their members and invites; create, invite, change, remove, leave. */
export function TeamSection({ user }: { user: User }) {
  const teams = useTeams();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users aria-hidden="true" className="size-5" />
          Team
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        {teams.isPending ? (
          <Loading />
        ) : teams.isError ? (
          <p className="text-sm text-destructive">{serverMessage(teams.error, 'Failed to load your teams.')}</p>
        ) : (
          <>
            {teams.data.length === 0 && (
              <p className="text-sm text-muted-foreground">
                Create a team to share chats, documents, designs and products with colleagues. Owners invite people and manage the team,
                editors change its work, viewers read it.
              </p>
            )}
            {teams.data.map((team) => (
              <TeamPanel key={team.id} team={team} user={user} />
            ))}
            <CreateTeamForm first={teams.data.length === 0} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function CreateTeamForm({ first }: { first: boolean }) {
  const create = useCreateTeam();
  return (
    <TeamNameForm
      id="team-name"
      label={first ? 'Team name' : 'Create another team'}
      action={{ text: 'Create team', icon: <Plus aria-hidden="true" />, primary: first }}
      pending={create.isPending}
      onSubmit={(body, done, fail) =>
        create.mutate(body, {
          onSuccess: (team) => {
            done();
            toast({ title: 'Team created', description: `You are the owner of ${team.name}.` });
          },
          onError: (err) => fail(serverMessage(err, 'Failed to create the team. Please try again.')),
        })
      }
    />
  );
}

type TeamNameFormProps = {
  id: string;
  label: string;
  initial?: string;
  action: { text: string; icon: ReactNode; primary: boolean };
  pending: boolean;
  /** Sends the checked name; `done` clears the form, `fail` shows why it was refused. */
  onSubmit: (body: CreateTeamBody, done: () => void, fail: (message: string) => void) => void;
};

/** A team's name, checked as the server checks it, for a new team or a rename. */
function TeamNameForm({ id, label, initial = '', action, pending, onSubmit }: TeamNameFormProps) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = createTeamBody.safeParse({ name });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Give the team a name');
    setError(null);
    onSubmit(checked.data, () => setName(''), setError);
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          placeholder="e.g. Checkout squad"
          value={name}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setName(event.target.value)}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant={action.primary ? 'default' : 'outline'} disabled={pending}>
          {pending ? <Spinner aria-hidden="true" /> : action.icon}
          {action.text}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}

function TeamPanel({ team, user }: { team: TeamDto; user: User }) {
  const members = useMembers(team.id);
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const rename = useRenameTeam();
  const removeTeam = useDeleteTeam();
  const [renaming, setRenaming] = useState(false);
  const owner = team.role === 'owner';
  const deleteTeam = () =>
    removeTeam.mutate(team.id, {
      onSuccess: () => toast({ title: 'Team deleted', description: `${team.name} is gone; its items stay with whoever made them.` }),
      onError: failed('Failed to delete the team.'),
    });
  const leave = () =>
    remove.mutate(
      { teamId: team.id, userId: user.id },
      { onSuccess: () => toast({ title: 'Left the team', description: `You left ${team.name}.` }), onError: failed('Failed to leave.') },
    );
  return (
    <section aria-labelledby={`team-${team.id}`} className="grid gap-4 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`team-${team.id}`} className="font-semibold break-all">
          {team.name} <span className="text-sm font-normal text-muted-foreground">· you are {ROLE_NAMES[team.role].toLowerCase()}</span>
        </h3>
        <div className="flex flex-wrap gap-1">
          {owner && (
            <Button variant="ghost" size="sm" aria-expanded={renaming} onClick={() => setRenaming((open) => !open)}>
              <Pencil aria-hidden="true" />
              Rename
            </Button>
          )}
          <ConfirmDialog
            title={`Leave ${team.name}?`}
            description="You will no longer see the team's chats, documents, designs and products. Your own items in the team stay in it."
            confirmLabel="Leave team"
            onConfirm={leave}
          >
            <Button variant="ghost" size="sm" disabled={remove.isPending}>
              <LogOut aria-hidden="true" />
              Leave
            </Button>
          </ConfirmDialog>
          {owner && (
            <ConfirmDialog
              title={`Delete ${team.name}?`}
              description="Its members lose access at once. Its chats, documents, designs and products are not deleted: each stays with whoever made it, in no team."
              confirmLabel="Delete team"
              onConfirm={deleteTeam}
            >
              <Button variant="ghost" size="sm" disabled={removeTeam.isPending} className="text-muted-foreground hover:text-destructive">
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            </ConfirmDialog>
          )}
        </div>
      </div>
      {renaming && (
        <TeamNameForm
          id={`rename-${team.id}`}
          label="New name"
          initial={team.name}
          action={{ text: 'Save name', icon: <Pencil aria-hidden="true" />, primary: true }}
          pending={rename.isPending}
          onSubmit={(body, _done, fail) =>
            rename.mutate(
              { teamId: team.id, ...body },
              {
                onSuccess: (renamed) => {
                  setRenaming(false);
                  toast({ title: 'Team renamed', description: `The team is now ${renamed.name}.` });
                },
                onError: (err) => fail(serverMessage(err, 'Failed to rename the team. Please try again.')),
              },
            )
          }
        />
      )}
      {members.isPending ? (
        <Loading />
      ) : members.isError ? (
        <p className="text-sm text-destructive">{serverMessage(members.error, 'Failed to load the members.')}</p>
      ) : (
        <ul className="divide-y text-sm" aria-label={`Members of ${team.name}`}>
          {members.data.members.map((m) => (
            <li key={m.userId} className="flex flex-wrap items-center gap-2 py-2">
              <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                {m.email}
                {m.userId === user.id && <span className="whitespace-nowrap text-muted-foreground"> (you)</span>}
              </span>
              {owner ? (
                <RoleSelect
                  aria-label={`Role of ${m.email}`}
                  value={m.role}
                  disabled={changeRole.isPending}
                  onChange={(role: TeamRole) =>
                    changeRole.mutate({ teamId: team.id, userId: m.userId, role }, { onError: failed('Failed to change the role.') })
                  }
                />
              ) : (
                <span className="text-muted-foreground">{ROLE_NAMES[m.role]}</span>
              )}
              {owner && m.userId !== user.id && (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${m.email}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ teamId: team.id, userId: m.userId }, { onError: failed('Failed to remove the member.') })}
                >
                  <UserMinus aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
          {members.data.invites.map((invite) => (
            <li key={invite.id} className="flex flex-wrap items-center gap-2 py-2 text-muted-foreground">
              <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{invite.email}</span>
              <span>{ROLE_NAMES[invite.role]} · invited</span>
            </li>
          ))}
        </ul>
      )}
      {owner && <InviteForm teamId={team.id} idPrefix={`invite-${team.id}`} />}
    </section>
  );
}
