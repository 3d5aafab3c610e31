import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useFakeLlmApp } from '../../test/fake-llm-app';
import { openTestDatabase } from '../../test/harness';
import { multipartBody } from '../../test/multipart';
import { twoUsers } from '../../test/two-users';
import type { Agent } from '../../test/agent';
import { embeddingsSettled, fuseRanks, NO_VECTOR_WARNING, vectorSupport } from './knowledge-embeddings';

/** PGlite ships pgvector; the test PostgreSQL has no such extension. */
const withVectors = process.env.TEST_DB !== 'postgres';

const sentText = (body: Record<string, unknown>) => JSON.stringify(body).replaceAll('\\n', '\n');

async function addNote(agent: Agent, productId: string, name: string, text: string) {
  const form = multipartBody('file', Buffer.from(text), name, 'text/markdown');
  const res = await agent.post(`/api/products/${productId}/knowledge`, form.body, { 'content-type': form.contentType });
  expect(res.statusCode).toBe(201);
}

describe('knowledge ranked by meaning when the provider embeds (pgvector), else by full text alone', () => {
  const { t, llm } = useFakeLlmApp('openai-compatible', { AI_EMBEDDING_MODEL: 'fake-embedding' });
  const embeddingCalls = () => llm.fake.state.requests.filter((r) => r.path.endsWith('/embeddings'));

  it('finds a passage sharing no word with the question but close in meaning, never another product’s', async () => {
    const { ann, bob } = await twoUsers(t);
    const product = (await ann.post('/api/products', { name: 'Acme Payroll' })).json() as { id: string };
    const other = (await ann.post('/api/products', { name: 'Other product' })).json() as { id: string };
    const bobs = (await bob.post('/api/products', { name: 'Bob product' })).json() as { id: string };
    await addNote(ann, product.id, 'Licences.md', 'Each licence is charged 49 euros monthly.');
    await addNote(ann, product.id, 'Interviews.md', 'Clerks want faster month-end close.');
    await addNote(ann, other.id, 'Other licences.md', 'Each licence is charged 99 euros monthly.');
    await addNote(bob, bobs.id, 'Bob licences.md', 'Each licence is charged 77 euros monthly.');
    await embeddingsSettled(t.ctx.database.db);

    const chat = (await ann.post('/api/documents', { type: 'explore', productId: product.id })).json();
    const answer = await ann.post(`/api/documents/${chat.id}/messages`, { content: 'What fee per user?' });
    expect(answer.statusCode).toBe(200);
    const sent = sentText(llm.fake.lastBody());
    for (const other of ['99 euros', '77 euros', 'Other licences.md', 'Bob licences.md', 'month-end close'])
      expect(sent).not.toContain(other);
    if (withVectors) {
      // Each upload's passage embedded after it answered, then the question.
      expect(embeddingCalls().map((r) => r.body.input)).toContainEqual(['What fee per user?']);
      const stored = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM knowledge_embeddings`);
      expect((stored as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(4);
      expect(sent).toContain('<knowledge>');
      expect(sent).toContain('[1] Licences.md');
      expect(sent).toContain('49 euros');
    } else {
      // Full text alone: no word in common, no knowledge; and nothing is sent to be embedded.
      expect(embeddingCalls()).toEqual([]);
      expect(sent).not.toContain('<knowledge>');
    }
  });

  it('still finds a passage by its words, ranked first when both rankings agree', async () => {
    const { ann } = await twoUsers(t);
    const product = (await ann.post('/api/products', { name: 'Acme Payroll' })).json() as { id: string };
    await addNote(ann, product.id, 'Pricing.md', 'The Enterprise tier costs 49 euros per seat each month.');
    await addNote(ann, product.id, 'Interviews.md', 'Clerks want faster month-end close.');
    await embeddingsSettled(t.ctx.database.db);
    const chat = (await ann.post('/api/documents', { type: 'explore', productId: product.id })).json();
    await ann.post(`/api/documents/${chat.id}/messages`, { content: 'How much does the Enterprise tier cost?' });
    const sent = sentText(llm.fake.lastBody());
    expect(sent).toContain('[1] Pricing.md');
    expect(sent).not.toContain('month-end close');
  });

  it('keeps an upload and answers by full text when the provider fails to embed', async () => {
    const { ann } = await twoUsers(t);
    const product = (await ann.post('/api/products', { name: 'Acme Payroll' })).json() as { id: string };
    llm.fake.state.embeddings = '500';
    try {
      await addNote(ann, product.id, 'Pricing.md', 'The Enterprise tier costs 49 euros per seat each month.');
      await embeddingsSettled(t.ctx.database.db);
      if (withVectors) {
        const stored = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM knowledge_embeddings`);
        expect((stored as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
      }
      const chat = (await ann.post('/api/documents', { type: 'explore', productId: product.id })).json();
      const answer = await ann.post(`/api/documents/${chat.id}/messages`, { content: 'How much does the Enterprise tier cost?' });
      expect(answer.statusCode).toBe(200);
      expect(sentText(llm.fake.lastBody())).toContain('[1] Pricing.md');
    } finally {
      llm.fake.state.embeddings = 'ok';
    }
  });

  it('checks the database for pgvector once, and says so once in the log when it has none', async () => {
    const opened = await openTestDatabase();
    try {
      const log = { warn: vi.fn(), error: vi.fn() };
      await opened.database.migrate();
      const first = await vectorSupport(opened.database, log);
      const second = await vectorSupport(opened.database, log);
      expect([first, second]).toEqual([withVectors, withVectors]);
      expect(log.warn.mock.calls).toEqual(withVectors ? [] : [[NO_VECTOR_WARNING]]);
    } finally {
      await opened.database.close();
      await opened.drop();
    }
  });
});

describe('reciprocal rank fusion', () => {
  it('scores each id 1 / (60 + rank) in every list it is in', () => {
    const scores = fuseRanks([
      ['a', 'b'],
      ['b', 'c'],
    ]);
    expect(scores.get('a')).toBeCloseTo(1 / 61);
    expect(scores.get('b')).toBeCloseTo(1 / 62 + 1 / 61);
    expect(scores.get('c')).toBeCloseTo(1 / 62);
    expect([...scores.entries()].sort((x, y) => y[1] - x[1])[0]?.[0]).toBe('b');
  });
});
