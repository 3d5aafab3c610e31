import { Link2, Unplug } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { TRACKER_LABELS, TRACKER_PROJECT_HINTS, TRACKERS, type Tracker, type TrackerConnectionDto } from '@common/integrations';
import type { TeamDto } from '@common/teams';
import { Loading } from '@/components/load-states';
import { RemoveRowButton } from '@/components/remove-row-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useConnectTracker, useDisconnectTracker, useTrackerConnections } from '@/features/integrations/api/integrations';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

const fieldClass = 'h-9 w-full rounded-md border bg-card px-2 text-sm shadow-xs';

const BASE_URL_HINTS: Record<Tracker, string> = {
  linear: 'Optional: https://api.linear.app/graphql',
  jira: 'https://your-team.atlassian.net',
  github: 'Optional: GitHub Enterprise https://host/api/v3',
};

/**
 * Account, Trackers: connect Linear, Jira or GitHub with a token (checked with the tracker, kept
 * encrypted), for yourself or for a team you own, and disconnect. "Send to tracker" in a document uses them.
 */
export function TrackersSection({ teams }: { teams: TeamDto[] }) {
  const owned = teams.filter((t) => t.role === 'owner');
  return (
    <Card id="trackers">
      <CardHeader>
        <CardTitle>Trackers</CardTitle>
        <p className="text-sm text-muted-foreground">
          Connect Linear, Jira or GitHub to send a PRD&apos;s user stories and requirements as issues. Tokens are stored encrypted and never
          shown again.
        </p>
      </CardHeader>
      <CardContent className="grid gap-6">
        <ConnectForm ownedTeams={owned} />
        <ConnectionList />
      </CardContent>
    </Card>
  );
}

function ConnectForm({ ownedTeams }: { ownedTeams: TeamDto[] }) {
  const connect = useConnectTracker();
  const [target, setTarget] = useState<Tracker>('linear');
  const [token, setToken] = useState('');
  const [project, setProject] = useState('');
  const [baseUrl, setBaseUrl] = useState('');
  const [email, setEmail] = useState('');
  const [teamId, setTeamId] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      target,
      token,
      project: project.trim() || undefined,
      baseUrl: baseUrl.trim() || undefined,
      email: target === 'jira' && email.trim() ? email.trim() : undefined,
      teamId: teamId || undefined,
    };
    connect.mutate(body, {
      onSuccess: () => {
        setToken('');
        toast({ id: 'tracker', title: `${TRACKER_LABELS[target]} connected` });
      },
      onError: (error) =>
        toast({ id: 'tracker', variant: 'destructive', title: 'Error', description: serverMessage(error, 'Failed to connect') }),
    });
  };

  return (
    <form onSubmit={submit} aria-label="Connect a tracker" className="grid gap-3 sm:grid-cols-2">
      <div className="grid gap-1.5">
        <Label htmlFor="tracker-target">Tracker</Label>
        <select id="tracker-target" className={fieldClass} value={target} onChange={(e) => setTarget(e.target.value as Tracker)}>
          {TRACKERS.map((t) => (
            <option key={t} value={t}>
              {TRACKER_LABELS[t]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="tracker-project">Project</Label>
        <Input
          id="tracker-project"
          value={project}
          placeholder={TRACKER_PROJECT_HINTS[target]}
          onChange={(e) => setProject(e.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="tracker-token">Token</Label>
        <Input id="tracker-token" type="password" autoComplete="off" value={token} onChange={(e) => setToken(e.target.value)} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="tracker-url">{target === 'jira' ? 'Site address' : 'API address'}</Label>
        <Input id="tracker-url" value={baseUrl} placeholder={BASE_URL_HINTS[target]} onChange={(e) => setBaseUrl(e.target.value)} />
      </div>
      {target === 'jira' && (
        <div className="grid gap-1.5">
          <Label htmlFor="tracker-email">Atlassian e-mail</Label>
          <Input
            id="tracker-email"
            type="email"
            value={email}
            placeholder="Jira Cloud; empty for a Data Center token"
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
      )}
      {ownedTeams.length > 0 && (
        <div className="grid gap-1.5">
          <Label htmlFor="tracker-team">For</Label>
          <select id="tracker-team" className={fieldClass} value={teamId} onChange={(e) => setTeamId(e.target.value)}>
            <option value="">Just me</option>
            {ownedTeams.map((t) => (
              <option key={t.id} value={t.id}>
                Team {t.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="flex items-end sm:col-span-2">
        <Button type="submit" disabled={connect.isPending || token.trim() === ''}>
          {connect.isPending ? <Spinner aria-hidden="true" /> : <Link2 aria-hidden="true" />}
          Connect {TRACKER_LABELS[target]}
        </Button>
      </div>
    </form>
  );
}

function ConnectionList() {
  const connections = useTrackerConnections();
  if (connections.isPending) return <Loading />;
  if (connections.isError)
    return <p className="text-sm text-destructive">{serverMessage(connections.error, 'Failed to load your trackers')}</p>;
  if (connections.data.length === 0) return <p className="text-sm text-muted-foreground">No tracker connected yet.</p>;
  return (
    <ul aria-label="Connected trackers" className="divide-y rounded-lg border">
      {connections.data.map((c) => (
        <ConnectionItem key={`${c.target}-${c.teamId ?? 'me'}`} connection={c} />
      ))}
    </ul>
  );
}

function ConnectionItem({ connection }: { connection: TrackerConnectionDto }) {
  const disconnect = useDisconnectTracker();
  const label = TRACKER_LABELS[connection.target];
  const details = [connection.project, connection.teamName ? `team ${connection.teamName}` : 'yours', connection.baseUrl]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="text-sm font-medium">{label}</p>
        <p className="text-xs break-all text-muted-foreground">{details}</p>
      </div>
      {connection.canManage && (
        <RemoveRowButton
          label="Disconnect"
          ariaLabel={`Disconnect ${label}`}
          title={`Disconnect ${label}?`}
          description="Its token is deleted. Issues already created stay in the tracker and linked in your documents."
          icon={<Unplug aria-hidden="true" />}
          pending={disconnect.isPending}
          onConfirm={() =>
            disconnect.mutate(
              { target: connection.target, teamId: connection.teamId },
              {
                onSuccess: () => toast({ id: 'tracker', title: `${label} disconnected` }),
                onError: (error) =>
                  toast({
                    id: 'tracker',
                    variant: 'destructive',
                    title: 'Error',
                    description: serverMessage(error, 'Failed to disconnect'),
                  }),
              },
            )
          }
        />
      )}
    </li>
  );
}
