import { type HandoffItem, type HandoffLinkDto, type HandoffResult, type Tracker, TRACKER_LABELS } from '../../../common/integrations';
import { searchResultPath } from '../../../common/search';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import type { Ask } from '../../policies/policy';
import { loadDocument } from '../documents/documents.service';
import { trackerFor } from './integrations.service';
import * as q from './integrations.queries';
import { findRequirements } from './requirements';
import { TrackerRefusal, type IssueRef, type TrackerClient } from './trackers/tracker';

/** How many issues are written to a tracker at once: enough to be quick, few enough for its rate limits. */
const AT_ONCE = 4;
/** A send's claim older than this was left by a server that stopped (100 items, 4 at a time, 20 s each at worst, is under it). */
const SEND_CLAIM_MS = 15 * 60_000;

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
 * issues really created or updated are then recorded together in one transaction. One send per
 * document and tracker at a time: another answers 409 until it ends.
 */
export async function sendHandoff(
  ctx: AppContext,
  ask: Ask,
  body: { target: Tracker; items: HandoffItem[] },
  site: string,
): Promise<HandoffResult> {
  const doc = await loadDocument(ctx, ask, 'update');
  const client = await trackerFor(ctx, { target: body.target, teamId: doc.teamId, userId: ask.actor.id });
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const claim = { documentId: doc.id, target: body.target, now, staleBefore: new Date(now.getTime() - SEND_CLAIM_MS) };
  if (!(await q.claimSend(db, claim))) {
    throw new AppError(
      409,
      'handoff_busy',
      `This document is being sent to ${TRACKER_LABELS[body.target]} already: try again when it is done`,
    );
  }
  try {
    return await sendItems(ctx, { doc, client, target: body.target, items: body.items, site });
  } finally {
    await q.releaseSend(db, doc.id, body.target);
  }
}

/** A claimed send: the document, its tracker's client, the items, and the app's address for the link back. */
type Sending = { doc: { id: string; title: string }; client: TrackerClient; target: Tracker; items: HandoffItem[]; site: string };

async function sendItems(ctx: AppContext, { doc, client, target, items, site }: Sending): Promise<HandoffResult> {
  const keys = items.map((i) => i.key);
  const known = new Map((await q.linksOf(ctx.database.db, doc.id, target, keys)).map((l) => [l.key, l.externalId]));
  const backLink = `${site}${searchResultPath({ type: 'document', id: doc.id })}`;
  const outcomes = await inTurns(items, AT_ONCE, async (item): Promise<Outcome> => {
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
      target,
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
