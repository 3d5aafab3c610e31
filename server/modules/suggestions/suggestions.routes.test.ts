import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { twoUsers } from '../../test/two-users';

const t = useTestApp();

const WEAK_PRD =
  '<h1>Checkout revamp</h1><h2>Problem</h2><p>Checkout is slow and shoppers abandon carts.</p>' +
  '<h2>Requirements</h2><ul><li><p>Users can pay with a saved card.</p></li></ul>' +
  '<h2>Goals</h2><p>The new flow should be fast for many shoppers.</p>';

type Suggestion = { id: string; reason: string; kind: string; find?: string; replace?: string; heading?: string; text?: string };

async function weakDocument(agent: Awaited<ReturnType<typeof twoUsers>>['ann']) {
  return (await agent.post('/api/documents', { title: 'Checkout revamp', content: WEAK_PRD, type: 'enhance' })).json().id as string;
}

describe('suggested edits', () => {
  it('proposes edits from the latest review; accepting one applies it as an AI version, rejecting drops it', async () => {
    const { ann } = await twoUsers(t);
    const id = await weakDocument(ann);
    await ann.post(`/api/documents/${id}/feedback`);
    const res = await ann.post(`/api/documents/${id}/suggestions`, {});
    expect(res.statusCode).toBe(200);
    const list = res.json() as Suggestion[];
    const kinds = new Set(list.map((s) => s.kind));
    expect(kinds).toEqual(new Set(['replace', 'add_section']));
    for (const s of list) expect(s).toMatchObject({ id: expect.any(String), reason: expect.any(String) });
    // Nothing changes until accepted.
    expect((await ann.get(`/api/documents/${id}`)).json().content).toBe(WEAK_PRD);
    expect((await ann.get(`/api/documents/${id}/suggestions`)).json()).toHaveLength(list.length);

    const vague = list.find((s) => s.kind === 'replace' && s.find?.includes('fast'));
    expect(vague).toBeDefined();
    const accepted = await ann.post(`/api/documents/${id}/suggestions/${vague?.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    // The sentence is replaced whole: its rewrite, or the sentence followed by what its vague word means.
    expect(accepted.json().content).toContain(`<p>${vague?.replace}</p>`);
    const versions = (await ann.get(`/api/documents/${id}/versions`)).json();
    expect(versions.map((v: { source: string }) => v.source)).toEqual(['ai', 'user']);
    expect(accepted.headers.etag).toBe(`"${versions[0].id}"`);
    expect((await ann.get(`/api/documents/${id}/versions/${versions[1].id}`)).json().content).toBe(WEAK_PRD);

    const risks = list.find((s) => s.kind === 'add_section' && s.heading?.startsWith('Risks'));
    expect((await ann.post(`/api/documents/${id}/suggestions/${risks?.id}/reject`)).statusCode).toBe(200);
    expect((await ann.post(`/api/documents/${id}/suggestions/${risks?.id}/accept`)).statusCode).toBe(404);
    const left = (await ann.get(`/api/documents/${id}/suggestions`)).json() as Suggestion[];
    expect(left.map((s) => s.id)).not.toContain(risks?.id);
    expect(left.map((s) => s.id)).not.toContain(vague?.id);
    expect((await ann.get(`/api/documents/${id}`)).json().content).not.toContain('Risks');
  });

  it('accepting a section adds it; a request picks the edits it names', async () => {
    const { ann } = await twoUsers(t);
    const id = await weakDocument(ann);
    const list = (await ann.post(`/api/documents/${id}/suggestions`, { instruction: 'fill the Risks section' })).json() as Suggestion[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((s) => s.heading?.startsWith('Risks'))).toBe(true);
    const accepted = await ann.post(`/api/documents/${id}/suggestions/${list[0]?.id}/accept`);
    expect(accepted.json().content).toContain('<h2>Risks, assumptions &amp; dependencies</h2><ul><li><p>Risk:');
  });

  it('refuses a suggestion whose passage was edited meanwhile, and saves nothing', async () => {
    const { ann } = await twoUsers(t);
    const id = await weakDocument(ann);
    const list = (await ann.post(`/api/documents/${id}/suggestions`)).json() as Suggestion[];
    const vague = list.find((s) => s.kind === 'replace' && s.find?.includes('fast'));
    const edited = WEAK_PRD.replace('should be fast for many shoppers', 'should take under a minute');
    t.clock.advance(10 * 60_000);
    await ann.request('PUT', `/api/documents/${id}`, { content: edited });
    const stale = await ann.post(`/api/documents/${id}/suggestions/${vague?.id}/accept`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      code: 'stale_suggestion',
      message: 'This suggestion no longer fits: the passage it changes was edited meanwhile',
    });
    expect((await ann.get(`/api/documents/${id}`)).json().content).toBe(edited);
    expect((await ann.get(`/api/documents/${id}/versions`)).json()).toHaveLength(2);
  });

  it("answers 404 for another user's suggestions, and changes nothing", async () => {
    const { ann, bob } = await twoUsers(t);
    const id = await weakDocument(ann);
    const [first] = (await ann.post(`/api/documents/${id}/suggestions`)).json() as Suggestion[];
    const bobs = (await bob.post('/api/documents', { title: 'Bob', content: WEAK_PRD, type: 'enhance' })).json().id as string;
    for (const res of [
      await bob.post(`/api/documents/${id}/suggestions`, {}),
      await bob.get(`/api/documents/${id}/suggestions`),
      await bob.post(`/api/documents/${id}/suggestions/${first?.id}/accept`),
      await bob.post(`/api/documents/${id}/suggestions/${first?.id}/reject`),
      await bob.post(`/api/documents/${bobs}/suggestions/${first?.id}/accept`),
      await bob.post(`/api/documents/${bobs}/suggestions/${first?.id}/reject`),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await ann.get(`/api/documents/${id}/suggestions`)).json().length).toBeGreaterThan(0);
    expect((await ann.get(`/api/documents/${id}`)).json().content).toBe(WEAK_PRD);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const { ann } = await twoUsers(t);
    const id = await weakDocument(ann);
    const bad = await ann.post(`/api/documents/${id}/suggestions`, { instruction: 'x'.repeat(2001) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('instruction: instruction must be at most 2000 characters');
    expect((await ann.get(`/api/documents/${id}/suggestions`)).json()).toEqual([]);
    const empty = (await ann.post('/api/documents', { title: 'Empty', content: '', type: 'enhance' })).json().id as string;
    expect((await ann.post(`/api/documents/${empty}/suggestions`, {})).statusCode).toBe(400);
  });
});
