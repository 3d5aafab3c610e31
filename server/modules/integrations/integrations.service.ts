import { type ConnectTrackerBody, TRACKER_LABELS, type Tracker, type TrackerConnectionDto } from '../../../common/integrations';
import type { Config } from '../../config';
import type { AppContext } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import type { Member } from '../../policies/policy';
import { loadTeam } from '../teams/teams.service';
import * as q from './integrations.queries';
import type { TrackerSettings } from './trackers/tracker';
import { TrackerRefusal } from './trackers/tracker';
import { TRACKER_CLIENTS } from './trackers/trackers';

/** Addresses of the server's own machine and of the cloud's metadata service (link-local). */
const OWN_MACHINE = /^(?:localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\]|169\.254(?:\.\d{1,3}){2}|\[fe80:[^\]]*\])$/i;

/**
 * A tracker's address: HTTPS, so a token is never sent in the clear across a network, and never the
 * server's own machine or the cloud's metadata service, which a user's request must not reach. A local
 * test server (plain HTTP on localhost) is allowed outside production, or with TRACKER_LOCAL_URLS.
 */
export function checkedBaseUrl(config: Pick<Config, 'NODE_ENV' | 'TRACKER_LOCAL_URLS'>, baseUrl: string | undefined): string | null {
  if (!baseUrl) return null;
  const url = new URL(baseUrl);
  const local = OWN_MACHINE.test(url.hostname);
  if (local && (config.TRACKER_LOCAL_URLS || config.NODE_ENV !== 'production')) return baseUrl.replace(/\/+$/, '');
  if (local) throw badRequest("baseUrl: give the tracker's own address; this server's machine cannot be one");
  if (url.protocol !== 'https:') throw badRequest('baseUrl must use https');
  return baseUrl.replace(/\/+$/, '');
}

const PROJECT_MISSING: Record<Tracker, string> = {
  linear: 'project: give the Linear team key (e.g. ENG)',
  jira: 'project: give the Jira project key (e.g. PROD)',
  github: 'project: give the GitHub repository as owner/repo',
};

/** The settings a tracker client is made from, checked for what each tracker needs. */
function settingsOf(ctx: AppContext, target: Tracker, body: ConnectTrackerBody): TrackerSettings {
  const project = body.project?.trim();
  if (!project) throw badRequest(PROJECT_MISSING[target]);
  if (target === 'github' && !/^[\w.-]+\/[\w.-]+$/.test(project)) throw badRequest(PROJECT_MISSING.github);
  const baseUrl = checkedBaseUrl(ctx.config, body.baseUrl);
  if (target === 'jira' && !baseUrl) throw badRequest("baseUrl: give your Jira site's address (e.g. https://your-team.atlassian.net)");
  return { token: body.token.trim(), baseUrl, project, account: target === 'jira' ? (body.email ?? null) : null };
}

/** The tracker's connection for `owner`, or with `teamId` the team's if the actor owns the team (404/403 otherwise). */
async function ownerOf(ctx: AppContext, actor: Member, teamId: string | undefined): Promise<q.ConnectionOwner> {
  if (!teamId) return { userId: actor.id };
  const team = await loadTeam(ctx.database.db, actor, teamId, 'manage');
  return { teamId: team.id };
}

/** Connects a tracker once it accepted the token (400 with its message otherwise); the token is kept sealed. */
export async function connectTracker(ctx: AppContext, actor: Member, target: Tracker, body: ConnectTrackerBody) {
  const owner = await ownerOf(ctx, actor, body.teamId);
  const settings = settingsOf(ctx, target, body);
  try {
    await TRACKER_CLIENTS[target](settings).verify();
  } catch (error) {
    if (error instanceof TrackerRefusal) throw badRequest(error.message, 'tracker_refused');
    throw error;
  }
  await q.saveConnection(ctx.database.db, owner, {
    target,
    baseUrl: settings.baseUrl,
    project: settings.project,
    account: settings.account,
    tokenSealed: ctx.sealer.seal(settings.token),
    connectedBy: actor.id,
    now: ctx.clock.now(),
  });
  return { connected: true as const };
}

export async function disconnectTracker(ctx: AppContext, actor: Member, target: Tracker, teamId: string | undefined) {
  await q.deleteConnection(ctx.database.db, await ownerOf(ctx, actor, teamId), target);
  return { message: `${TRACKER_LABELS[target]} disconnected` };
}

export async function listConnections(ctx: AppContext, actor: Member): Promise<TrackerConnectionDto[]> {
  const rows = await q.listConnectionsOf(ctx.database.db, actor.id);
  return rows.map((r) => ({
    target: r.target,
    project: r.project,
    baseUrl: r.baseUrl,
    connected: true as const,
    teamId: r.teamId,
    teamName: r.teamName,
    canManage: r.teamId === null || r.role === 'owner',
  }));
}

/** The client a document's hand-off uses: its team's connection, else the sender's own; 400 when neither is there. */
export async function trackerFor(ctx: AppContext, args: { target: Tracker; teamId: string | null; userId: string }) {
  const row = await q.connectionFor(ctx.database.db, args);
  if (!row) throw badRequest(`Connect ${TRACKER_LABELS[args.target]} first (Account, Trackers)`, 'not_connected');
  const settings = { token: ctx.sealer.open(row.tokenSealed), baseUrl: row.baseUrl, project: row.project ?? '', account: row.account };
  return TRACKER_CLIENTS[args.target](settings);
}
