import { describe, expect, it } from 'vitest';
import { cookieOf } from '../../test/event-stream-client';
import { useFakeLlmApp } from '../../test/fake-llm-app';
import { dataOf, readLive, readReplyChunks, textDeltas } from '../../test/reply-stream';
import { twoUsers } from '../../test/two-users';
import { REPLY_RUNNING } from './reply-runs';

const { t, llm } = useFakeLlmApp();
let base = '';

/** The model sends its first chunk, then waits until the test calls the answer (a slow model). */
function slowModel() {
  let release!: () => void;
  llm.fake.state.gate = new Promise<void>((resolve) => (release = resolve));
  return () => {
    llm.fake.state.gate = null;
    release();
  };
}

async function setup() {
  base ||= await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { ann, bob } = await twoUsers(t);
  const doc = (await ann.post('/api/documents', { type: 'prd' })).json();
  const call = (method: string, path: string, init: { body?: unknown; signal?: AbortSignal } = {}) =>
    fetch(`${base}/api/documents/${doc.id}${path}`, {
      method,
      headers: {
        cookie: cookieOf(ann.jar),
        origin: base,
        accept: 'text/event-stream',
        connection: 'close',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
      signal: init.signal,
    });
  /** Sends a message over real HTTP and reads its stream until the model's first chunk came. */
  async function sendUntilFirstChunk(content: string) {
    const tab = new AbortController();
    const live = readLive(await call('POST', '/messages', { body: { content }, signal: tab.signal }));
    const seen = await live.until((body) => body.includes('"delta":"Hello"'));
    if (!seen) throw new Error(await live.done);
    return { closeTab: () => tab.abort(), live };
  }
  const messages = async () => (await ann.get(`/api/documents/${doc.id}/messages`)).json() as { role: string; content: string }[];
  return { ann, bob, doc, call, sendUntilFirstChunk, messages };
}

describe('a reply that survives its tab', () => {
  it('keeps generating when the client goes away; a follower gets the text so far, then the rest and the saved message', async () => {
    const { ann, bob, doc, call, sendUntilFirstChunk, messages } = await setup();
    const release = slowModel();
    const { closeTab, live } = await sendUntilFirstChunk('Write the PRD');
    closeTab();
    await live.done;

    // Another user sees nothing of it; a second send waits for the first.
    expect((await bob.get(`/api/documents/${doc.id}/reply`, { accept: 'text/event-stream' })).statusCode).toBe(404);
    expect((await bob.request('DELETE', `/api/documents/${doc.id}/reply`)).statusCode).toBe(404);
    const second = await ann.post(`/api/documents/${doc.id}/messages`, { content: 'Again' }, { accept: 'text/event-stream' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(REPLY_RUNNING);
    // Nor is the chat rewound under it: an edit of the message being answered waits too.
    const [asked] = (await ann.get(`/api/documents/${doc.id}/messages`)).json() as { id: string }[];
    const edit = await ann.request('PUT', `/api/documents/${doc.id}/messages/${asked!.id}`, { content: 'Write the brief' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(REPLY_RUNNING);
    expect((await messages()).map((m) => m.content)).toEqual(['Write the PRD']);

    const follower = readLive(await call('GET', '/reply'));
    expect(await follower.until((body) => body.includes('"delta":"Hello"'))).toBe(true);
    release();
    const chunks = await readReplyChunks(await follower.done);
    expect(textDeltas(chunks).join('')).toBe('Hello from the model.');
    const [saved] = dataOf(chunks, 'saved-messages') as { role: string; content: string }[][];
    expect(saved?.map((m) => [m.role, m.content])).toEqual([
      ['user', 'Write the PRD'],
      ['assistant', 'Hello from the model.'],
    ]);
    expect(chunks.at(-1)).toEqual({ type: 'finish' });
    expect((await messages()).map((m) => m.content)).toEqual(['Write the PRD', 'Hello from the model.']);
    // Once saved, nothing is being generated.
    expect((await call('GET', '/reply')).status).toBe(204);
    expect((await ann.request('DELETE', `/api/documents/${doc.id}/reply`)).json()).toEqual({ stopped: false });
  });

  it('answers 204 when nothing is being generated, and 404 for a chat that is not there', async () => {
    const { ann, doc } = await setup();
    const none = await ann.get(`/api/documents/${doc.id}/reply`, { accept: 'text/event-stream' });
    expect(none.statusCode).toBe(204);
    expect(none.body).toBe('');
    expect((await ann.get('/api/documents/not-an-id/reply')).statusCode).toBe(404);
  });

  it('stops only on Stop, and saves what came', async () => {
    const { ann, doc, sendUntilFirstChunk, messages } = await setup();
    const release = slowModel();
    const { live } = await sendUntilFirstChunk('Write the PRD');
    const stop = await ann.request('DELETE', `/api/documents/${doc.id}/reply`);
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toEqual({ stopped: true });
    const chunks = await readReplyChunks(await live.done);
    expect(textDeltas(chunks).join('')).toBe('Hello');
    expect(chunks.at(-1)).toEqual({ type: 'finish' });
    release();
    expect((await messages()).map((m) => m.content)).toEqual(['Write the PRD', 'Hello']);
  });
});
