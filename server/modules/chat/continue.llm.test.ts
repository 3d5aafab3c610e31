import { describe, expect, it } from 'vitest';
import { useFakeLlmApp } from '../../test/fake-llm-app';
import { dataOf, readReplyChunks, textDeltas } from '../../test/reply-stream';
import { twoUsers } from '../../test/two-users';
import { CONTINUE_INSTRUCTION } from '../../ai/llm/llm-engine';
import { NOTHING_TO_CONTINUE } from './chat.service';

describe.each(['openai', 'anthropic'] as const)('a reply cut at the output cap over %s', (provider) => {
  const { t, llm } = useFakeLlmApp(provider);

  it('is saved as cut, and Continue adds to it until the model finishes', async () => {
    const { ann, bob } = await twoUsers(t);
    const doc = (await ann.post('/api/documents', { type: 'prd' })).json();
    expect((await ann.post(`/api/documents/${doc.id}/continue`)).json().message).toBe(NOTHING_TO_CONTINUE);

    llm.fake.state.finish = 'length';
    const [, cut] = (await ann.post(`/api/documents/${doc.id}/messages`, { content: 'Draft the whole PRD' })).json();
    expect(cut).toMatchObject({ role: 'assistant', content: 'Hello from the model.', cut: true });
    expect((await ann.get(`/api/documents/${doc.id}/messages`)).json()[1].cut).toBe(true);
    expect((await bob.post(`/api/documents/${doc.id}/continue`)).statusCode).toBe(404);
    // Streamed or not, a refusal is a JSON answer with its status, before any stream starts.
    const refused = await bob.post(`/api/documents/${doc.id}/continue`, undefined, { accept: 'text/event-stream' });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);

    llm.fake.state.finish = 'stop';
    llm.fake.state.chunks = [' And', ' the rest.'];
    const res = await ann.post(`/api/documents/${doc.id}/continue`, undefined, { accept: 'text/event-stream' });
    const chunks = await readReplyChunks(res.body);
    expect(textDeltas(chunks).join('')).toBe(' And the rest.');
    expect(dataOf(chunks, 'saved-messages')).toMatchObject([[{ id: cut.id, content: 'Hello from the model. And the rest.', cut: false }]]);
    expect(chunks.at(-1)).toEqual({ type: 'finish' });
    const sent = JSON.stringify(llm.fake.lastBody());
    expect(sent).toContain(CONTINUE_INSTRUCTION);
    expect(sent).toContain('Hello from the model.');
    const list = (await ann.get(`/api/documents/${doc.id}/messages`)).json();
    expect(list).toHaveLength(2);
    expect(list[1]).toMatchObject({ content: 'Hello from the model. And the rest.', cut: false });
    llm.fake.state.chunks = ['Hello', ' from', ' the', ' model.'];
    expect((await ann.post(`/api/documents/${doc.id}/continue`)).statusCode).toBe(400);
    const nothing = await ann.post(`/api/documents/${doc.id}/continue`, undefined, { accept: 'text/event-stream' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe(NOTHING_TO_CONTINUE);
  });

  it('sends a low temperature and a small cap for titles, a large cap for chat replies', async () => {
    const { ann } = await twoUsers(t);
    const doc = (await ann.post('/api/documents', { type: 'explore' })).json();
    await ann.post(`/api/documents/${doc.id}/messages`, { content: 'Hi' });
    const chat = llm.fake.lastBody();
    expect(chat.max_tokens).toBe(4096);
    await ann.post(`/api/documents/${doc.id}/generate-title`, { content: 'I want to build a notes app' });
    const title = llm.fake.lastBody();
    expect(title.temperature).toBe(0.2);
    expect(title.max_tokens ?? title.max_completion_tokens).toBe(40);
  });
});
