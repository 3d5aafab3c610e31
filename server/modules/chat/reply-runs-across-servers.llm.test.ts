import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm } from '../../../tests/support/fake-llm';
import { replyRuns } from '../../db/schema/documents';
import { cookieOf } from '../../test/event-stream-client';
import { useTestApp } from '../../test/harness';
import { dataOf, readLive, readReplyChunks, textDeltas } from '../../test/reply-stream';
import { useSecondServer } from '../../test/second-server';
import { twoUsers } from '../../test/two-users';
import { REPLY_RUNNING } from './reply-runs';

/**
 * Two app servers on one PostgreSQL, as behind a load balancer: a reply generated on A is followed,
 * stopped and waited for on B. (With PGlite there is one server, and nothing of this is used.)
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const llm = {} as { fake: Awaited<ReturnType<typeof startFakeLlm>> };
const model = () => ({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: llm.fake.baseUrl, AI_MODEL: 'fake-model', AI_API_KEY: 'test-key' });
beforeAll(async () => {
  llm.fake = await startFakeLlm();
});
afterAll(() => llm.fake.close());
// Generous timeouts: the slow model waits for the test, which goes through both servers meanwhile.
const t = useTestApp(model, { maxRetries: 0, timeoutMs: 20_000 });
const secondServer = useSecondServer(t, model);
const thirdServer = useSecondServer(t, model);
let firstServer = '';
const FIRST = 'Hello';
/** Longer than a NOTIFY payload may be (8000 bytes), and not ASCII: the text so far and the saved reply go in parts. */
const LONG = ' ünïcödé ✓'.repeat(1_000);

/** The model sends its first chunk, then waits until the test calls the answer (a slow model). */
function slowModel(chunks = [FIRST, ' from the model.']) {
  let release!: () => void;
  llm.fake.state.chunks = chunks;
  llm.fake.state.gate = new Promise<void>((resolve) => (release = resolve));
  return () => {
    llm.fake.state.gate = null;
    release();
  };
}

async function setup() {
  const a = (firstServer ||= await t.app.listen({ port: 0, host: '127.0.0.1' }));
  const b = (await secondServer()).base;
  const { ann, bob } = await twoUsers(t);
  const doc = (await ann.post('/api/documents', { type: 'prd' })).json() as { id: string };
  const [annCookie, bobCookie] = [cookieOf(ann.jar), cookieOf(bob.jar)];
  /** A request to server `base` as Ann (or Bob), asking for an event stream. */
  const call = (
    base: string,
    method: string,
    path: string,
    init: { body?: unknown; signal?: AbortSignal; headers?: Record<string, string> } = {},
  ) =>
    fetch(`${base}/api/documents/${doc.id}${path}`, {
      method,
      headers: {
        cookie: annCookie,
        origin: base,
        accept: 'text/event-stream',
        connection: 'close',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
      signal: init.signal,
    });
  /** Sends a message to A and reads its stream until the model's first chunk came. */
  async function sendOnA(content: string) {
    const tab = new AbortController();
    const live = readLive(await call(a, 'POST', '/messages', { body: { content }, signal: tab.signal }));
    if (!(await live.until((body) => body.includes(`"delta":"${FIRST}`)))) throw new Error(await live.done);
    return { closeTab: () => tab.abort(), live };
  }
  const messages = async () =>
    ((await ann.get(`/api/documents/${doc.id}/messages`)).json() as { id: string; content: string }[]).map((m) => m.content);
  return { a, b, doc, call, sendOnA, messages, bobCookie };
}

/** The id of the stream's first text event. */
const firstTextId = (body: string) => /id: (\S+)\ndata: \{"type":"text-delta"/.exec(body)?.[1];

describe.skipIf(!onPostgres)('a reply generated on one app server, seen from another', () => {
  it('is followed on B from the text so far to the saved message, resumed after Last-Event-ID, and refuses a second reply there', async () => {
    const { b, call, sendOnA, messages, bobCookie } = await setup();
    const release = slowModel([FIRST + LONG, ' The end.']);
    const { closeTab, live } = await sendOnA('Write the PRD');
    closeTab();
    await live.done;

    // B knows a reply is being written: a send, an edit and a retry wait for it.
    expect((await call(b, 'POST', '/messages', { body: { content: 'Again' } })).status).toBe(409);
    const [asked] = (await (await call(b, 'GET', '/messages', { headers: { accept: 'application/json' } })).json()) as { id: string }[];
    const edit = await call(b, 'PUT', `/messages/${asked?.id}`, { body: { content: 'Write the brief' } });
    expect(edit.status).toBe(409);
    expect(((await edit.json()) as { message: string }).message).toBe(REPLY_RUNNING);
    expect((await call(b, 'POST', '/reply')).status).toBe(409);
    // A third server hears what B asks of A, and leaves the answer to A.
    const c = (await thirdServer()).base;
    expect((await call(c, 'POST', '/messages', { body: { content: 'Again' } })).status).toBe(409);
    // Another user sees nothing of it on B either.
    expect((await call(b, 'GET', '/reply', { headers: { cookie: bobCookie } })).status).toBe(404);
    expect((await call(b, 'DELETE', '/reply', { headers: { cookie: bobCookie } })).status).toBe(404);

    const follower = readLive(await call(b, 'GET', '/reply'));
    let soFar = '';
    expect(await follower.until((body) => (soFar = body).includes(LONG.trim()))).toBe(true);
    const resumed = readLive(await call(b, 'GET', '/reply', { headers: { 'last-event-id': firstTextId(soFar) ?? '' } }));
    release();

    const chunks = await readReplyChunks(await follower.done);
    expect(textDeltas(chunks).join('')).toBe(`${FIRST}${LONG} The end.`);
    const [saved] = dataOf(chunks, 'saved-messages') as { role: string; content: string }[][];
    expect(saved?.map((m) => m.content)).toEqual(['Write the PRD', `${FIRST}${LONG} The end.`]);
    expect(chunks.at(-1)).toEqual({ type: 'finish' });
    const rest = await readReplyChunks(await resumed.done);
    expect(textDeltas(rest).join('')).toBe(' The end.');
    expect(rest.at(-1)).toEqual({ type: 'finish' });

    expect(await messages()).toEqual(['Write the PRD', `${FIRST}${LONG} The end.`]);
    expect((await call(b, 'GET', '/reply')).status).toBe(204);
  });

  it('is stopped by Stop on B, keeping what came', async () => {
    const { b, call, sendOnA, messages } = await setup();
    const release = slowModel();
    const { live } = await sendOnA('Write the PRD');
    const stop = await call(b, 'DELETE', '/reply');
    expect(stop.status).toBe(200);
    expect(await stop.json()).toEqual({ stopped: true });
    const chunks = await readReplyChunks(await live.done);
    expect(textDeltas(chunks).join('')).toBe(FIRST);
    expect(chunks.at(-1)).toEqual({ type: 'finish' });
    release();
    expect(await messages()).toEqual(['Write the PRD', FIRST]);
    expect(await (await call(b, 'DELETE', '/reply')).json()).toEqual({ stopped: false });
  });

  it('is not blocked for ever by a server that died while writing: its lease expires', async () => {
    const { b, doc, call, messages } = await setup();
    const chat = `document:${doc.id}`;
    await t.database.db.execute(
      sql`INSERT INTO reply_runs (chat, run, server, started_at, expires_at) VALUES (${chat}, 'lost', 'gone', now(), now() + interval '30 seconds')`,
    );
    expect((await call(b, 'POST', '/messages', { body: { content: 'Hello?' } })).status).toBe(409);
    await t.database.db.execute(sql`UPDATE reply_runs SET expires_at = now() - interval '1 second' WHERE chat = ${chat}`);
    llm.fake.state.chunks = ['Back again.'];
    const sent = await readReplyChunks(await (await call(b, 'POST', '/messages', { body: { content: 'Hello?' } })).text());
    expect(textDeltas(sent).join('')).toBe('Back again.');
    expect(await messages()).toEqual(['Hello?', 'Back again.']);
    // The lease was taken over, then given back when the reply was saved.
    expect(await t.database.db.select().from(replyRuns).where(eq(replyRuns.chat, chat))).toEqual([]);
  });
});
