import { describe, expect, it } from 'vitest';
import { AI_MESSAGES } from '../../ai/llm/llm-errors';
import { messages } from '../../db/schema/documents';
import { useFakeLlmApp } from '../../test/fake-llm-app';
import { messageRow } from '../../test/factories';
import { dataOf, readReplyChunks, textDeltas } from '../../test/reply-stream';
import { twoUsers } from '../../test/two-users';
import type { Agent } from '../../test/agent';
import { CONTEXT_MESSAGES } from '../chat/chat.service';

const { t, llm } = useFakeLlmApp();

const STREAM = { accept: 'text/event-stream' };

/** A design with its analysis saved, as the editor leaves it after "Analyze Design". */
async function analysedDesign(agent: Agent) {
  const design = (await agent.post('/api/designs', { title: 'Checkout', content: '' })).json() as { id: string };
  await agent.post(`/api/designs/${design.id}/messages`, { content: '## Review\nThe button is too small.', role: 'assistant' });
  return design;
}

const listOf = async (agent: Agent, id: string) =>
  (await agent.get(`/api/designs/${id}/messages`)).json() as { role: string; content: string }[];

describe('design chat', () => {
  it('streams the reply as a UI message stream when asked, and saves both turns', async () => {
    const { ann } = await twoUsers(t);
    const design = await analysedDesign(ann);
    const res = await ann.post(`/api/designs/${design.id}/messages`, { content: 'What should I fix first?' }, STREAM);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const chunks = await readReplyChunks(res.body);
    expect(chunks.slice(0, 2)).toMatchObject([
      { type: 'start' },
      { type: 'data-user-message', data: { role: 'user', content: 'What should I fix first?' } },
    ]);
    expect(textDeltas(chunks)).toEqual(['Hello', ' from', ' the', ' model.']);
    expect(dataOf(chunks, 'saved-messages')).toMatchObject([[{ role: 'user' }, { role: 'assistant', content: 'Hello from the model.' }]]);
    expect(chunks.at(-1)).toEqual({ type: 'finish' });
    expect((await listOf(ann, design.id)).map((m) => m.role)).toEqual(['assistant', 'user', 'assistant']);
    // The engine read the analysis and the question, under the design journey.
    const sent = JSON.stringify(llm.fake.lastBody());
    expect(sent).toContain('The button is too small.');
    expect(sent).toContain('design (Refine UX Design)');
  });

  it('keeps the question when the provider fails, and a retry answers it', async () => {
    const { ann } = await twoUsers(t);
    const design = await analysedDesign(ann);
    llm.fake.state.mode = '500';
    const failed = await ann.post(`/api/designs/${design.id}/messages`, { content: 'Is the contrast good enough?' }, STREAM);
    const chunks = await readReplyChunks(failed.body);
    expect(dataOf(chunks, 'user-message')).toMatchObject([{ role: 'user', content: 'Is the contrast good enough?' }]);
    expect(chunks.at(-1)).toEqual({ type: 'error', errorText: AI_MESSAGES.failed });
    expect((await listOf(ann, design.id)).map((m) => m.role)).toEqual(['assistant', 'user']);

    llm.fake.state.mode = 'ok';
    const retried = await readReplyChunks((await ann.post(`/api/designs/${design.id}/reply`, undefined, STREAM)).body);
    expect(dataOf(retried, 'saved-messages')).toMatchObject([[{ role: 'assistant', content: 'Hello from the model.' }]]);
    expect(JSON.stringify(llm.fake.lastBody())).toContain('Is the contrast good enough?');
    expect((await listOf(ann, design.id)).map((m) => m.role)).toEqual(['assistant', 'user', 'assistant']);

    const again = await ann.post(`/api/designs/${design.id}/reply`);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('There is no unanswered message to retry');
  });

  it('keeps what came when the reader presses Stop', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { ann } = await twoUsers(t);
    const design = await analysedDesign(ann);
    llm.fake.state.mode = 'stall';
    const stop = new AbortController();
    const res = await fetch(`${base}/api/designs/${design.id}/messages`, {
      method: 'POST',
      signal: stop.signal,
      headers: {
        origin: base,
        cookie: [...ann.jar].map(([k, v]) => `${k}=${v}`).join('; '),
        'content-type': 'application/json',
        accept: 'text/event-stream',
        'x-forwarded-for': '10.1.0.1',
        connection: 'close',
      },
      body: JSON.stringify({ content: 'Go on' }),
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    let text = '';
    while (!text.includes('"type":"text-delta"')) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += new TextDecoder().decode(chunk.value);
    }
    expect(text).toContain('"type":"text-delta"');
    // Leaving does not stop the reply (it goes on on the server); Stop does, once what came is saved.
    stop.abort();
    expect((await ann.request('DELETE', `/api/designs/${design.id}/reply`)).json()).toEqual({ stopped: true });
    expect((await listOf(ann, design.id)).slice(1)).toMatchObject([
      { role: 'user', content: 'Go on' },
      { role: 'assistant', content: 'Hello' },
    ]);
  });

  it(`shows the engine the last ${CONTEXT_MESSAGES} messages, like every chat`, async () => {
    const { ann } = await twoUsers(t);
    const design = await analysedDesign(ann);
    const rows = Array.from({ length: CONTEXT_MESSAGES + 10 }, (_, i) =>
      messageRow({ designId: design.id }, i % 2 ? 'assistant' : 'user', `turn ${i}`, t.clock.now()),
    );
    await t.database.db.insert(messages).values(rows);
    await ann.post(`/api/designs/${design.id}/messages`, { content: 'And now?' });
    const sent = JSON.stringify(llm.fake.lastBody());
    expect(sent).toContain('And now?');
    expect(sent).toContain('"turn 11"');
    expect(sent).not.toContain('"turn 10"');
  });

  it("answers 404 to another user's design, and writes nothing", async () => {
    const { ann, bob } = await twoUsers(t);
    const design = await analysedDesign(ann);
    expect((await bob.post(`/api/designs/${design.id}/messages`, { content: 'hi' }, STREAM)).statusCode).toBe(404);
    expect((await bob.post(`/api/designs/${design.id}/reply`)).statusCode).toBe(404);
    expect((await bob.post(`/api/designs/${design.id}/messages`, { content: 'x', role: 'assistant' })).statusCode).toBe(404);
    expect(await listOf(ann, design.id)).toHaveLength(1);
    expect(llm.fake.state.requests).toHaveLength(0);
  });
});
