import { describe, expect, it } from 'vitest';
import { OFFLINE_NOTE } from '../../ai/offline/offline-engine';
import { useTestApp } from '../../test/harness';
import { twoUsers } from '../../test/two-users';

const t = useTestApp();

describe('the offline engine answers a question about past work from a search of it', () => {
  it("quotes the user's own documents and chats with links, never another user's, and saves the search as a tool part", async () => {
    const { ann, bob } = await twoUsers(t);
    const memo = (
      await ann.post('/api/documents', {
        type: 'enhance',
        title: 'Pricing decision',
        content: '<p>We decided on per-seat pricing at $12.</p>',
      })
    ).json();
    await bob.post('/api/documents', { type: 'enhance', title: 'Bob pricing', content: '<p>Bob decided pricing at $99.</p>' });
    const chat = (await ann.post('/api/documents', { type: 'explore' })).json();
    const res = await ann.post(`/api/documents/${chat.id}/messages`, { content: 'What did we decide about pricing last month?' });
    expect(res.statusCode).toBe(200);
    const reply = res.json()[1];
    expect(reply.content).toContain(`- [Pricing decision](/documents?id=${memo.id}) (document): “`);
    expect(reply.content).toContain('per-seat pricing');
    expect(reply.content).toContain('not only last month');
    expect(reply.content).not.toContain('Bob');
    expect(reply.content.endsWith(OFFLINE_NOTE)).toBe(true);
    expect(reply.parts[0]).toMatchObject({
      type: 'tool-search_my_work',
      state: 'output-available',
      input: { query: 'pricing' },
      output: { matches: [expect.objectContaining({ title: 'Pricing decision', link: `/documents?id=${memo.id}` })] },
    });
    expect(reply.parts[1]).toMatchObject({ type: 'text' });
  });

  it('says plainly when nothing in the work matches', async () => {
    const { ann } = await twoUsers(t);
    const chat = (await ann.post('/api/documents', { type: 'explore' })).json();
    const reply = (await ann.post(`/api/documents/${chat.id}/messages`, { content: 'Did we already write about onboarding?' })).json()[1];
    expect(reply.content).toMatch(/^I searched your documents, chats and designs for \*\*onboarding\*\* and found nothing\./);
    expect(reply.parts[0]).toMatchObject({ type: 'tool-search_my_work', output: { matches: [] } });
  });
});
