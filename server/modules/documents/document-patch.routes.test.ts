import { describe, expect, it } from 'vitest';
import { buildPatch, contentHash } from '../../../common/document-patch';
import { useTestApp } from '../../test/harness';
import { twoUsers } from '../../test/two-users';

const t = useTestApp();

type Agent = Awaited<ReturnType<typeof twoUsers>>['ann'];
const FIRST = '<p>First draft 😀 of the plan</p><p>Second paragraph</p>';

async function newDocument(agent: Agent, content = FIRST) {
  const res = await agent.post('/api/documents', { title: 'Checkout PRD', content, type: 'enhance' });
  return { id: res.json().id as string, etag: res.headers.etag as string };
}

const save = (agent: Agent, id: string, body: object, etag?: string) =>
  agent.request('PUT', `/api/documents/${id}`, body, etag ? { 'if-match': etag } : {});

const versionsOf = async (agent: Agent, id: string) => (await agent.get(`/api/documents/${id}/versions`)).json() as unknown[];

describe('autosave as a patch', () => {
  it('rebuilds the text from the version it is based on, cleans it like a whole save, and answers a new version', async () => {
    const { ann } = await twoUsers(t);
    const doc = await newDocument(ann);
    const next = '<p>First draft 😀 of the new plan</p><p>Second paragraph<script>x</script>, longer</p>';
    const saved = await save(ann, doc.id, { id: doc.id, title: 'Checkout PRD', patch: buildPatch(FIRST, next) }, doc.etag);
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).not.toBe(doc.etag);
    // Cleaned as a whole save is: the script is gone.
    const clean = '<p>First draft 😀 of the new plan</p><p>Second paragraph, longer</p>';
    expect(saved.json().content).toBe(clean);
    expect((await ann.get(`/api/documents/${doc.id}`)).json().content).toBe(clean);

    // The next patch is based on the stored (cleaned) text and the new version.
    const third = clean.replace('longer', 'much longer');
    const again = await save(ann, doc.id, { patch: buildPatch(clean, third) }, saved.headers.etag as string);
    expect(again.statusCode).toBe(200);
    // Saved exactly as the patch made it: the answer leaves out the text the client holds.
    expect(again.json()).not.toHaveProperty('content');
    expect(again.json()).toMatchObject({ id: doc.id, title: 'Checkout PRD' });
    expect(again.body.length).toBeLessThan(300);
    const versions = (await ann.get(`/api/documents/${doc.id}/versions`)).json();
    expect((await ann.get(`/api/documents/${doc.id}/versions/${versions[0].id}`)).json().content).toBe(third);
  });

  it('answers 422 patch_mismatch and saves nothing when the patch does not rebuild the client text', async () => {
    const { ann } = await twoUsers(t);
    const doc = await newDocument(ann);
    const patch = buildPatch(FIRST, `${FIRST}<p>More</p>`);
    const before = await versionsOf(ann, doc.id);
    for (const wrong of [
      { ...patch, hash: contentHash('something else') },
      { ...patch, length: patch.length + 1 },
      // Built on a text the server does not hold.
      buildPatch('<p>Other</p>', '<p>Other text</p>'),
      { splices: [{ at: FIRST.length + 5, delete: 0, insert: 'x' }], length: 1, hash: contentHash('x') },
    ]) {
      const res = await save(ann, doc.id, { patch: wrong }, doc.etag);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'patch_mismatch' });
    }
    expect((await ann.get(`/api/documents/${doc.id}`)).json().content).toBe(FIRST);
    expect(await versionsOf(ann, doc.id)).toEqual(before);
    // The whole content then saves.
    expect((await save(ann, doc.id, { content: `${FIRST}<p>More</p>` }, doc.etag)).statusCode).toBe(200);
  });

  it('refuses a malformed patch with a clear 400 and writes nothing', async () => {
    const { ann } = await twoUsers(t);
    const doc = await newDocument(ann);
    const patch = buildPatch(FIRST, `${FIRST}<p>More</p>`);
    const cases: [object, string | RegExp, string?][] = [
      [
        {
          patch: {
            ...patch,
            splices: [
              { at: 3, delete: 2, insert: 'a' },
              { at: 4, delete: 0, insert: 'b' },
            ],
          },
        },
        /must not overlap/,
      ],
      [{ patch: { ...patch, splices: [{ at: -1, delete: 0, insert: 'a' }] } }, /^patch/],
      [{ patch: { ...patch, hash: 'zz' } }, /hash must be 14 hex digits/],
      [{ patch: { splices: 'x', length: 1, hash: patch.hash } }, /^patch/],
      [{ patch, content: '<p>Both</p>' }, 'Send content or patch, not both'],
      // A patch names no version without If-Match.
      [{ patch }, 'A patch needs If-Match: the version it changes', ''],
    ];
    for (const [body, message, etag = doc.etag] of cases) {
      const res = await save(ann, doc.id, body, etag || undefined);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await ann.get(`/api/documents/${doc.id}`)).json().content).toBe(FIRST);
    expect(await versionsOf(ann, doc.id)).toHaveLength(1);
  });

  it('answers the existing 409 with the current document when the base is not the current version', async () => {
    const { ann } = await twoUsers(t);
    const doc = await newDocument(ann);
    const elsewhere = await save(ann, doc.id, { content: '<p>Changed elsewhere</p>' }, doc.etag);
    const stale = await save(ann, doc.id, { patch: buildPatch(FIRST, `${FIRST}<p>Mine</p>`) }, doc.etag);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict', content: '<p>Changed elsewhere</p>' });
    expect(stale.headers.etag).toBe(elsewhere.headers.etag);
    expect((await ann.get(`/api/documents/${doc.id}`)).json().content).toBe('<p>Changed elsewhere</p>');
  });

  it("answers 404 for another user's document and changes nothing", async () => {
    const { ann, bob } = await twoUsers(t);
    const doc = await newDocument(ann);
    const res = await save(bob, doc.id, { patch: buildPatch(FIRST, '<p>Hacked</p>') }, doc.etag);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Document not found');
    expect((await ann.get(`/api/documents/${doc.id}`)).json().content).toBe(FIRST);
  });
});
