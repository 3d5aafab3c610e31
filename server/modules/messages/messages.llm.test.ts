import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AI_MESSAGES } from '../../ai/llm/llm-errors';
import { prompts } from '../../db/schema/content';
import { messages } from '../../db/schema/documents';
import { useFakeLlmApp } from '../../test/fake-llm-app';
import { dataOf, readReplyChunks } from '../../test/reply-stream';
import { twoUsers } from '../../test/two-users';

const { t, llm } = useFakeLlmApp();

describe('chat messages with an LLM provider', () => {
  it('keeps the user message when the provider fails, and a retry answers it', async () => {
    const { ann } = await twoUsers(t);
    const doc = (await ann.post('/api/documents', { type: 'explore' })).json();
    llm.fake.state.mode = '500';
    const failed = await ann.post(`/api/documents/${doc.id}/messages`, { content: 'What should we build next?' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(AI_MESSAGES.failed);
    const kept = (await ann.get(`/api/documents/${doc.id}/messages`)).json();
    expect(kept).toMatchObject([{ role: 'user', content: 'What should we build next?' }]);

    llm.fake.state.mode = 'ok';
    const retried = await ann.post(`/api/documents/${doc.id}/reply`);
    expect(retried.json()).toMatchObject([{ role: 'assistant', content: 'Hello from the model.' }]);
    const sent = JSON.stringify(llm.fake.lastBody());
    expect(sent).toContain('What should we build next?');
    expect((await ann.get(`/api/documents/${doc.id}/messages`)).json()).toHaveLength(2);
  });

  it('streams an error chunk when the connection drops mid-stream, keeping the user message', async () => {
    const { ann } = await twoUsers(t);
    const doc = (await ann.post('/api/documents', { type: 'prd' })).json();
    llm.fake.state.mode = 'drop';
    const res = await ann.post(`/api/documents/${doc.id}/messages`, { content: 'Draft it' }, { accept: 'text/event-stream' });
    const chunks = await readReplyChunks(res.body);
    expect(dataOf(chunks, 'user-message')).toMatchObject([{ role: 'user', content: 'Draft it' }]);
    expect(chunks.at(-1)).toEqual({ type: 'error', errorText: AI_MESSAGES.failed });
    const rows = await t.database.db.select().from(messages);
    expect(rows.map((r) => r.role)).toEqual(['user']);
  });

  it('sends the admin-edited chat prompt and the memories on the next call', async () => {
    const { ann } = await twoUsers(t);
    await t.database.db.update(prompts).set({ content: 'EDITED CHAT PROMPT 42' }).where(eq(prompts.type, 'chat'));
    const doc = (await ann.post('/api/documents', { type: 'validate' })).json();
    await ann.post(`/api/documents/${doc.id}/memories`, { key: 'product_name', value: 'Acme Notes', importance: 5 });
    await ann.post(`/api/documents/${doc.id}/messages`, { content: 'hello' });
    const sent = JSON.stringify(llm.fake.lastBody());
    expect(sent).toContain('EDITED CHAT PROMPT 42');
    expect(sent).toContain('product_name: Acme Notes');
  });

  it('answers a timeout with a clear message', async () => {
    const { ann } = await twoUsers(t);
    const doc = (await ann.post('/api/documents', { type: 'prd' })).json();
    llm.fake.state.mode = 'stall';
    const res = await ann.post(`/api/documents/${doc.id}/messages`, { content: 'slow?' });
    expect(res.statusCode).toBe(504);
    expect(res.json().message).toBe(AI_MESSAGES.timeout);
  });

  it('lets the document chat see the current document text, as data', async () => {
    const { ann } = await twoUsers(t);
    const doc = (await ann.post('/api/documents', { title: 'Checkout PRD', content: '<p>old</p>', type: 'enhance' })).json();
    await ann.request('PUT', `/api/documents/${doc.id}`, {
      id: doc.id,
      title: 'Checkout PRD',
      content: '<h2>Success metrics</h2><p>Conversion from 2% to 3%</p>',
    });
    await ann.post(`/api/documents/${doc.id}/messages`, { content: 'What does my document say about success metrics?' });
    const sent = JSON.stringify(llm.fake.lastBody());
    expect(sent).toMatch(/<document>\\n## Success metrics\\nConversion from 2% to 3%\\n<\/document>/);
  });
});
