import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../common/search';
import { buildChat, buildDesign, buildDocument, buildTemplate, buildUser, type SignedIn } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { updateTemplate } from '../templates/templates.service';

const t = useTestApp({ PLAN_LIMITS: 'off' });

const find = async (agent: SignedIn, q: string): Promise<SearchResult[]> => {
  const res = await agent.get(`/api/search?q=${encodeURIComponent(q)}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const ids = async (agent: SignedIn, q: string) => (await find(agent, q)).map((r) => r.id).sort();

describe('search answers kept in memory', () => {
  it('shows a chat message, a design note and a document written after the same search was answered', async () => {
    const ann = await buildUser(t);
    expect(await find(ann, 'okapi')).toEqual([]);

    const chat = await buildChat(t, ann, { title: 'Zoo pricing', messages: [] });
    await ann.post(`/api/documents/${chat.document.id}/messages`, { content: 'An okapi tier for zoos', isQuestion: true });
    expect(await ids(ann, 'okapi')).toEqual([chat.document.id]);

    const design = await buildDesign(ann, { title: 'Zoo map' });
    await ann.request('PUT', `/api/designs/${design.id}`, { title: 'Zoo map', content: '<p>The okapi icon is too small</p>' });
    expect(await ids(ann, 'okapi')).toEqual([chat.document.id, design.id].sort());

    const doc = await buildDocument(ann, { title: 'Okapi launch', type: 'enhance' });
    expect(await ids(ann, 'okapi')).toEqual([chat.document.id, design.id, doc.id].sort());
    await ann.request('DELETE', `/api/designs/${design.id}`);
    expect(await ids(ann, 'okapi')).toEqual([chat.document.id, doc.id].sort());
  });

  it("keeps each user's answers apart, and a change of one user's data leaves the other's answers right", async () => {
    const [ann, bob] = [await buildUser(t), await buildUser(t)];
    const annDoc = await buildDocument(ann, { title: 'Quokka research', type: 'enhance' });
    expect(await ids(ann, 'quokka')).toEqual([annDoc.id]);
    expect(await find(bob, 'quokka')).toEqual([]);
    const bobDoc = await buildDocument(bob, { title: 'Quokka pricing', type: 'enhance' });
    expect(await ids(bob, 'quokka')).toEqual([bobDoc.id]);
    expect(await ids(ann, 'quokka')).toEqual([annDoc.id]);
  });

  it('shows a template written by an administrator after the same search was answered', async () => {
    const ann = await buildUser(t);
    const before = await find(ann, 'pangolin');
    expect(before).toEqual([]);
    const { template, section } = await buildTemplate(t, { title: 'Pangolin launch brief' });
    expect(await ids(ann, 'pangolin')).toEqual([template.id]);
    const admin = await buildUser(t, { admin: true });
    await updateTemplate(t.ctx, admin.user, template.id, { sectionId: section.id, title: 'Launch brief', content: '<p>Goal</p>' });
    expect(await find(ann, 'pangolin')).toEqual([]);
  });
});
