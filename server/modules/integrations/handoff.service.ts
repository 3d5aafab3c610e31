import type { HandoffItem, HandoffLinkDto, HandoffResult, Tracker } from '../../../common/integrations';
import { searchResultPath } from '../../../common/search';
import type { AppContext } from '../../lib/context';
import type { Ask } from '../../policies/policy';
import { loadDocument } from '../documents/documents.service';
import { trackerFor } from './integrations.service';
import * as q from './integrations.queries';
import { findRequirements } from './requirements';
import { TrackerRefusal, type IssueRef } from './trackers/tracker';

/** How many issues are written to a tracker at once: enough to be quick, few enough for its rate limits. */
const AT_ONCE = 4;

/** The user stories and requirements of the saved document. Hand-off writes to a tracker: it needs `update`. */
export async function previewHandoff(ctx: AppContext, ask: Ask) {
  const doc = await loadDocument(ctx, ask, 'update');
  return { items: findRequirements(doc.content) };
}

/** An issue's body: the item's Markdown, then the link back to the PRD. */
const withBackLink = (item: HandoffItem, title: string, url: string) =>
  `${item.body.trim()}\n\n---\nFrom the PRD [${title.replace(/[[\]]/g, '')}](${url}) in Northstar.`.trimStart();

/** Runs `work` on each value, `limit` at a time, keeping the order of the answers. */
async function inTurns<T, R>(values: T[], limit: number, work: (value: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(values.length);
  let next = 0;
  const worker = async () => {
    while (next < values.length) {
      const i = next++;
      results[i] = await work(values[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, values.length) }, worker));
  return results;
}

type Outcome = { item: HandoffItem; issue?: IssueRef; updated: boolean; error?: string };

/**
 * Creates an issue per item, or updates the one its key was sent as before, each linking back to the
 * document (`site` is the app's address). A tracker's refusal is answered per item; the links of the
 * issues really created or updated are then recorded together in one transaction.
 */
export async function sendHandoff(
  ctx: AppContext,
  ask: Ask,
  body: { target: Tracker; items: HandoffItem[] },
  site: string,
): Promise<HandoffResult> {
  const doc = await loadDocument(ctx, ask, 'update');
  const client = await trackerFor(ctx, { target: body.target, teamId: doc.teamId, userId: ask.actor.id });
  const keys = body.items.map((i) => i.key);
  const known = new Map((await q.linksOf(ctx.database.db, doc.id, body.target, keys)).map((l) => [l.key, l.externalId]));
  const backLink = `${site}${searchResultPath({ type: 'document', id: doc.id })}`;
  const outcomes = await inTurns(body.items, AT_ONCE, async (item): Promise<Outcome> => {
    const text = { title: item.title, body: withBackLink(item, doc.title, backLink) };
    const id = known.get(item.key);
    try {
      const issue = id ? await client.update(id, text) : await client.create(text);
      return { item, issue, updated: Boolean(id) };
    } catch (error) {
      if (!(error instanceof TrackerRefusal)) throw error;
      return { item, updated: Boolean(id), error: error.message };
    }
  });
  const done = outcomes.filter((o): o is Outcome & { issue: IssueRef } => o.issue !== undefined);
  await ctx.database.db.transaction((tx) =>
    q.saveLinks(
      tx,
      doc.id,
      body.target,
      done.map((o) => ({ key: o.item.key, title: o.item.title, externalId: o.issue.externalId, url: o.issue.url })),
      ctx.clock.now(),
    ),
  );
  const sent = (updated: boolean) => done.filter((o) => o.updated === updated).map((o) => ({ key: o.item.key, url: o.issue.url }));
  return {
    created: sent(false),
    updated: sent(true),
    failed: outcomes.flatMap((o) => (o.error ? [{ key: o.item.key, error: o.error }] : [])),
  };
}

export async function listHandoffLinks(ctx: AppContext, ask: Ask): Promise<HandoffLinkDto[]> {
  const doc = await loadDocument(ctx, ask, 'read');
  return (await q.listLinks(ctx.database.db, doc.id)).map((l) => ({
    target: l.target,
    key: l.key,
    title: l.title,
    url: l.url,
    externalId: l.externalId,
    sentAt: l.updatedAt.toISOString(),
  }));
}
