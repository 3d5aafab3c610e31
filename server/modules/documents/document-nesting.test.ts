import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_NESTING_DEPTH, NESTING_MESSAGE } from '../../../common/editor-schema';
import { documents } from '../../db/schema/documents';
import { EMPTIED_MESSAGE } from '../../lib/sanitize-html';
import type { Agent } from '../../test/agent';
import { useTestApp } from '../../test/harness';
import { twoUsers } from '../../test/two-users';

const t = useTestApp({ PLAN_LIMITS: 'off' });

/** 240 KB of <em> nested 26,000 levels deep: what froze every user for half a minute. */
const deepHtml = (levels = 26_000) => `<p>${'<em>'.repeat(levels)}x${'</em>'.repeat(levels)}</p>`;
const STORED = '<h1>Plan</h1><p>Words worth keeping.</p>';

async function timed<T>(run: () => Promise<T>) {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
}

async function createDoc(agent: Agent, content = STORED) {
  return (await agent.post('/api/documents', { title: 'Plan', content, type: 'enhance' })).json() as { id: string };
}

describe('deeply nested HTML', () => {
  it('is refused with a 400 naming the limit, keeps the stored words, and never holds up another user', async () => {
    const { ann, bob } = await twoUsers(t);
    const doc = await createDoc(ann);
    const html = deepHtml();
    expect(html.length).toBeGreaterThan(200_000);

    const [save, other] = await Promise.all([
      timed(() => ann.request('PUT', `/api/documents/${doc.id}`, { content: html })),
      timed(() => bob.get('/api/documents')),
    ]);
    expect(save.result.statusCode).toBe(400);
    expect(save.result.json().message).toBe(NESTING_MESSAGE);
    expect(other.result.statusCode).toBe(200);
    expect(other.ms).toBeLessThan(1_000);
    expect((await ann.get(`/api/documents/${doc.id}`)).json().content).toBe(STORED);
  });

  it.each([MAX_NESTING_DEPTH + 1, 2_000, 10_000])('refuses %i levels on create, update and designs alike', async (levels) => {
    const { ann } = await twoUsers(t);
    const html = deepHtml(levels);
    const created = await ann.post('/api/documents', { title: 'Deep', content: html, type: 'enhance' });
    expect(created.statusCode).toBe(400);
    const design = await ann.post('/api/designs', { title: 'Deep', content: html });
    expect(design.statusCode).toBe(400);
    expect(design.json().message).toBe(NESTING_MESSAGE);
    expect(await t.database.db.select().from(documents)).toHaveLength(0);
  });

  it('keeps a document exactly at the limit, and exports it', async () => {
    const { ann } = await twoUsers(t);
    const html = `<p>${'<em>'.repeat(MAX_NESTING_DEPTH - 1)}edge${'</em>'.repeat(MAX_NESTING_DEPTH - 1)}</p>`;
    const doc = await createDoc(ann, html);
    expect((await ann.get(`/api/documents/${doc.id}`)).json().content).toBe(html);
    expect((await ann.get(`/api/documents/${doc.id}/export?format=md`)).statusCode).toBe(200);
    expect((await ann.get(`/api/documents/${doc.id}/export?format=docx`)).statusCode).toBe(200);
  });

  it('answers 400, not 500, when exporting a document stored too deep before the limit existed', async () => {
    const { ann } = await twoUsers(t);
    const doc = await createDoc(ann);
    await t.database.db
      .update(documents)
      .set({ content: deepHtml(2_000) })
      .where(eq(documents.id, doc.id));
    for (const format of ['md', 'docx']) {
      const res = await ann.get(`/api/documents/${doc.id}/export?format=${format}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(NESTING_MESSAGE);
    }
  });
});

describe('a save that cleaning would empty', () => {
  it('never replaces stored words with nothing', async () => {
    const { ann } = await twoUsers(t);
    const doc = await createDoc(ann);
    const res = await ann.request('PUT', `/api/documents/${doc.id}`, { content: '<script>steal()</script><iframe>x</iframe>' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(EMPTIED_MESSAGE);
    expect((await ann.get(`/api/documents/${doc.id}`)).json().content).toBe(STORED);
  });

  it('still lets the user clear a document on purpose', async () => {
    const { ann } = await twoUsers(t);
    const doc = await createDoc(ann);
    for (const content of ['<p></p>', '']) {
      const res = await ann.request('PUT', `/api/documents/${doc.id}`, { content });
      expect(res.statusCode).toBe(200);
      expect(res.json().content).toBe(content);
    }
  });
});
