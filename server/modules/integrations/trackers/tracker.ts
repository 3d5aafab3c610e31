import type { Tracker } from '../../../../common/integrations';

/** What a tracker client is made from: a connection's token (opened), address, project and account. */
export type TrackerSettings = { token: string; baseUrl: string | null; project: string; account: string | null };

/** An issue in a tracker: its id there (what an update names) and the address people open. */
export type IssueRef = { externalId: string; url: string };
export type IssueText = { title: string; body: string };

/** One tracker's calls, through its official client; every refusal is a `TrackerRefusal` with the tracker's message. */
export type TrackerClient = {
  /** Checks the token and that the project exists and is reachable with it. */
  verify(): Promise<void>;
  create(issue: IssueText): Promise<IssueRef>;
  update(externalId: string, issue: IssueText): Promise<IssueRef>;
};

/** The tracker said no (or could not be reached): the message is the tracker's own, shown to the user. */
export class TrackerRefusal extends Error {
  override name = 'TrackerRefusal';
}

type Loose = Record<string, unknown> | undefined;
const obj = (value: unknown): Loose => (value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined);

/**
 * The most telling message in a client's error: Jira's `errorMessages` and field `errors`, GitHub's
 * `message`, a GraphQL error's first `message`, else the error's own. Never a token: clients do not
 * put one in their messages.
 */
export function trackerMessage(error: unknown, tracker: string): string {
  const e = obj(error);
  const data = obj(obj(e?.response)?.data) ?? obj(e?.response) ?? obj(e?.data);
  const jira = [...((data?.errorMessages as string[] | undefined) ?? []), ...Object.values(obj(data?.errors) ?? {})].filter(
    (m): m is string => typeof m === 'string',
  );
  const graphql = (e?.errors as { message?: string }[] | undefined)?.[0]?.message;
  const message =
    jira.join('; ') || (typeof data?.message === 'string' ? data.message : '') || graphql || (error instanceof Error ? error.message : '');
  const text = message.replace(/\s+/g, ' ').trim().slice(0, 300);
  return text ? `${tracker}: ${text}` : `${tracker} did not answer`;
}

/** How long one tracker call may take before it counts as refused. */
export const TRACKER_TIMEOUT_MS = 20_000;

/**
 * Runs a tracker call; any failure becomes a `TrackerRefusal` with the tracker's message, and so does
 * a call still running after `TRACKER_TIMEOUT_MS` (the clients also abort their own requests then).
 */
export async function refusing<T>(tracker: Tracker, call: () => Promise<T>): Promise<T> {
  const label = { linear: 'Linear', jira: 'Jira', github: 'GitHub' }[tracker];
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new TrackerRefusal(`${label} did not answer within ${TRACKER_TIMEOUT_MS / 1000} s`)),
      TRACKER_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([call(), late]);
  } catch (error) {
    if (error instanceof TrackerRefusal) throw error;
    throw new TrackerRefusal(trackerMessage(error, label));
  } finally {
    clearTimeout(timer);
  }
}
