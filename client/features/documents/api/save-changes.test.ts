import { afterEach, describe, expect, it, vi } from 'vitest';
import { rebuild } from '@common/document-patch';
import { saveChanges } from '@/features/documents/api/save-changes';

const BEFORE = `<h1>Plan</h1>${'<p>A long paragraph of the plan, with enough words to be worth a patch.</p>'.repeat(20)}`;
const AFTER = BEFORE.replace('<h1>Plan', '<h1>Plan 😀 v2');
const saved = { id: 'd1', title: 'Plan', type: 'prd', content: AFTER, createdAt: 'x', updatedAt: 'y' };
const json = { 'Content-Type': 'application/json; charset=utf-8', ETag: '"v2"' };
const mismatch = { message: 'The change did not rebuild the text you have: send the whole content', code: 'patch_mismatch' };

type Sent = { body: { patch?: Parameters<typeof rebuild>[1]; content?: string }; ifMatch: string };

/** Answers each call in turn, and keeps what each sent. */
function answers(...responses: Response[]) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push({ body: JSON.parse(init.body as string), ifMatch: (init.headers as Record<string, string>)['If-Match']! });
      return responses.shift()!;
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('saveChanges: an autosave as a patch, with the whole text as the fallback', () => {
  it('sends a patch that rebuilds the text from the acknowledged one, based on its version', async () => {
    const sent = answers(new Response(JSON.stringify(saved), { status: 200, headers: json }));
    const answer = await saveChanges({ id: 'd1', title: 'Plan', content: AFTER }, BEFORE, 'v1');
    expect(answer).toMatchObject({ data: saved, etag: 'v2', conflict: false });
    expect(sent).toHaveLength(1);
    const [first] = sent as [Sent];
    expect(first.ifMatch).toBe('"v1"');
    expect(first.body.content).toBeUndefined();
    expect(rebuild(BEFORE, first.body.patch!)).toBe(AFTER);
    expect(JSON.stringify(first.body).length).toBeLessThan(200);
  });

  it('sends the whole text at once when the server cannot rebuild it from the patch', async () => {
    const sent = answers(
      new Response(JSON.stringify(mismatch), { status: 422, statusText: 'Unprocessable Entity' }),
      new Response(JSON.stringify(saved), { status: 200, headers: json }),
    );
    const answer = await saveChanges({ id: 'd1', title: 'Plan', content: AFTER }, BEFORE, 'v1');
    expect(answer.data.content).toBe(AFTER);
    expect(sent.map((s) => [s.body.patch ? 'patch' : 'content', s.ifMatch])).toEqual([
      ['patch', '"v1"'],
      ['content', '"v1"'],
    ]);
    expect(sent[1]!.body.content).toBe(AFTER);
  });

  it('sends the whole text when the change is most of it, and passes on other refusals', async () => {
    const sent = answers(new Response(JSON.stringify(saved), { status: 200, headers: json }));
    await saveChanges({ id: 'd1', title: 'Plan', content: '<p>New</p>' }, BEFORE, 'v1');
    expect(sent[0]!.body).toMatchObject({ content: '<p>New</p>' });
    answers(new Response('{"message":"Document not found","code":"not_found"}', { status: 404, statusText: 'Not Found' }));
    await expect(saveChanges({ id: 'd1', title: 'Plan', content: AFTER }, BEFORE, 'v1')).rejects.toThrow();
  });
});
