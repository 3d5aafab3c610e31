import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { twoUsers } from '../../test/two-users';

const t = useTestApp();

const WEAK_PRD =
  '<h1>Checkout revamp</h1><h2>Problem</h2><p>Checkout is slow and shoppers abandon carts.</p>' +
  '<h2>Requirements</h2><ul><li><p>Users can pay with a saved card.</p></li></ul>' +
  '<h2>Goals</h2><p>The new flow should be fast for many shoppers.</p>';

type Suggestion = { id: string; kind: string; find?: string; replace?: string; heading?: string };
type Agent = Awaited<ReturnType<typeof twoUsers>>['ann'];

async function withSuggestions(agent: Agent) {
  const id = (await agent.post('/api/documents', { title: 'Checkout revamp', content: WEAK_PRD, type: 'enhance' })).json().id as string;
  await agent.post(`/api/documents/${id}/feedback`);
  const list = (await agent.post(`/api/documents/${id}/suggestions`, {})).json() as Suggestion[];
  return { id, list };
}
const versionsOf = async (agent: Agent, id: string) =>
  (await agent.get(`/api/documents/${id}/versions`)).json() as { id: string; source: string }[];

describe('accepting several suggested edits at once', () => {
  it('applies them all, in order, as one AI version; the version before keeps the text', async () => {
    const { ann } = await twoUsers(t);
    const { id, list } = await withSuggestions(ann);
    expect(list.length).toBeGreaterThan(1);
    const res = await ann.post(`/api/documents/${id}/suggestions/accept`, { ids: list.map((s) => s.id) });
    expect(res.statusCode).toBe(200);
    const content = res.json().content as string;
    const html = (text = '') => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
    for (const s of list) {
      if (s.kind === 'replace') expect(content).toContain(html(s.replace));
      if (s.kind === 'add_section') expect(content).toContain(`<h2>${html(s.heading)}</h2>`);
    }
    const versions = await versionsOf(ann, id);
    expect(versions.map((v) => v.source)).toEqual(['ai', 'user']);
    expect(res.headers.etag).toBe(`"${versions[0]?.id}"`);
    expect((await ann.get(`/api/documents/${id}/versions/${versions[1]?.id}`)).json().content).toBe(WEAK_PRD);
    expect((await ann.get(`/api/documents/${id}/suggestions`)).json()).toEqual([]);
  });

  it('skips a suggestion that no longer fits (it stays pending), and changes nothing when none fits', async () => {
    const { ann } = await twoUsers(t);
    const { id, list } = await withSuggestions(ann);
    const vague = list.find((s) => s.kind === 'replace' && s.find?.includes('fast'));
    expect(vague).toBeDefined();
    const edited = WEAK_PRD.replace('should be fast for many shoppers', 'should take under a minute');
    t.clock.advance(10 * 60_000);
    await ann.request('PUT', `/api/documents/${id}`, { content: edited });
    const before = await versionsOf(ann, id);

    const stale = await ann.post(`/api/documents/${id}/suggestions/accept`, { ids: [vague?.id] });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().content).toBe(edited);
    expect(stale.headers.etag).toBe(`"${before[0]?.id}"`);
    expect(await versionsOf(ann, id)).toEqual(before);
    expect((await ann.get(`/api/documents/${id}`)).json().content).toBe(edited);

    const all = await ann.post(`/api/documents/${id}/suggestions/accept`, { ids: list.map((s) => s.id) });
    expect(all.statusCode).toBe(200);
    expect(await versionsOf(ann, id)).toHaveLength(before.length + 1);
    const left = (await ann.get(`/api/documents/${id}/suggestions`)).json() as Suggestion[];
    expect(left.map((s) => s.id)).toEqual([vague?.id]);
  });

  it("answers 404 for another user's document, and refuses bad input with a clear message", async () => {
    const { ann, bob } = await twoUsers(t);
    const { id, list } = await withSuggestions(ann);
    const ids = list.map((s) => s.id);
    expect((await bob.post(`/api/documents/${id}/suggestions/accept`, { ids })).statusCode).toBe(404);
    const bobs = (await bob.post('/api/documents', { title: 'Bob', content: WEAK_PRD, type: 'enhance' })).json().id as string;
    // Ann's suggestions named on Bob's own document: none of them is his, nothing changes.
    const crossed = await bob.post(`/api/documents/${bobs}/suggestions/accept`, { ids });
    expect(crossed.statusCode).toBe(200);
    expect(crossed.json().content).toBe(WEAK_PRD);
    expect(await versionsOf(bob, bobs)).toHaveLength(1);

    const empty = await ann.post(`/api/documents/${id}/suggestions/accept`, { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('ids: ids must name at least one suggestion');
    expect((await ann.post(`/api/documents/${id}/suggestions/accept`, {})).statusCode).toBe(400);
    expect((await ann.get(`/api/documents/${id}/suggestions`)).json()).toHaveLength(ids.length);
    expect(await versionsOf(ann, id)).toHaveLength(1);
    expect((await ann.get(`/api/documents/${id}`)).json().content).toBe(WEAK_PRD);
  });
});
