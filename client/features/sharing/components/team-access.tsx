import { Users } from 'lucide-react';
import { Link } from 'wouter';
import { NativeSelect } from '@/components/ui/native-select';
import { useMoveItem } from '@/features/products/api/move-item';
import { useTeams } from '@/features/teams/api/get-teams';
import { failureWithReason } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import type { ShareTarget } from '@/features/sharing/api/share-link';

/** The picker's value for "no team". */
const NONE = '';

type TeamAccessProps = {
  target: ShareTarget | { kind: 'product'; id: string };
  /** The team the item is in now; null: none. */
  teamId: string | null;
  onMoved: (teamId: string | null) => void;
  noun: string;
};

/**
 * Who in the user's teams can open the item: none (only its owner), or one team, whose editors change
 * it and viewers read it. Picking a team moves it there at once; a refused move is toasted.
 */
export function TeamAccess({ target, teamId: current, onMoved, noun }: TeamAccessProps) {
  const teams = useTeams();
  const move = useMoveItem();
  if (!teams.data) return null;
  // A team the user may put items in, and the one the item is in now.
  const choices = teams.data.filter((team) => team.role !== 'viewer' || team.id === current);
  const team = teams.data.find((t) => t.id === current);

  if (choices.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        To work on this {noun} with colleagues,{' '}
        <Link href={paths.account} className="font-medium text-primary underline-offset-4 hover:underline">
          create a team
        </Link>{' '}
        on your Account page.
      </p>
    );
  }

  function pick(value: string) {
    const next = value === NONE ? null : value;
    move.mutate(
      { kind: target.kind, id: target.id, teamId: next },
      {
        onSuccess: () => {
          onMoved(next);
          const name = teams.data?.find((t) => t.id === next)?.name;
          toast({ id: 'team-access', title: name ? `Shared with ${name}` : 'Taken out of the team' });
        },
        onError: (error) =>
          toast({
            id: 'team-access',
            variant: 'destructive',
            title: 'Not moved',
            description: failureWithReason(error, 'Could not change the team.'),
          }),
      },
    );
  }

  return (
    <div className="grid gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <NativeSelect
          label="Team"
          icon={Users}
          scale="sm"
          value={move.isPending ? (move.variables.teamId ?? NONE) : (current ?? NONE)}
          disabled={move.isPending}
          onChange={(event) => pick(event.target.value)}
          options={[{ value: NONE, label: 'No team: only you' }, ...choices.map((t) => ({ value: t.id, label: t.name }))]}
        />
      </div>
      <p className="text-sm text-muted-foreground">
        {team
          ? `Members of ${team.name} can open it: editors change it, viewers read it and its chat.`
          : `Put it in a team to work on this ${noun} with colleagues.`}
      </p>
    </div>
  );
}
