import { describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/documents';
import { BAD_CURSOR } from '../../lib/list-cursor';
import type { Agent } from '../../test/agent';
import { messageRow } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { twoUsers } from '../../test/two-users';

const t = useTestApp();

type Page = { items: { content: string }[]; nextCursor: string | null };

/** A design whose chat holds `count` messages 'Turn 0'..., all written in the same instant. */
async function designChatOf(agent: Agent, count: number) {
  const design = (await agent.post('/api/designs', { title: 'Checkout', content: '' })).json() as { id: string };
  for (let i = 0; i < count; i++) {
    await t.database.db
      .insert(messages)
      .values(messageRow({ designId: design.id }, i % 2 ? 'assistant' : 'user', `Turn ${i}`, new Date(Date.UTC(2026, 0, 1))));
  }
  return design.id;
}

const pageOf = async (agent: Agent, id: string, query: string) => (await agent.get(`/api/designs/${id}/messages?${query}`)).json() as Page;

describe('design chat pages', () => {
  it('pages the latest messages first, each page oldest to newest, back to the first; the whole chat without paging', async () => {
    const { ann } = await twoUsers(t);
    const id = await designChatOf(ann, 5);
    const first = await pageOf(ann, id, 'limit=2');
    const second = await pageOf(ann, id, `limit=2&cursor=${first.nextCursor}`);
    const last = await pageOf(ann, id, `limit=2&cursor=${second.nextCursor}`);
    expect([first, second, last].map((p) => p.items.map((m) => m.content))).toEqual([
      ['Turn 3', 'Turn 4'],
      ['Turn 1', 'Turn 2'],
      ['Turn 0'],
    ]);
    expect(last.nextCursor).toBeNull();
    const whole = (await ann.get(`/api/designs/${id}/messages`)).json() as { content: string }[];
    expect(whole.map((m) => m.content)).toEqual(['Turn 0', 'Turn 1', 'Turn 2', 'Turn 3', 'Turn 4']);
  });

  it("answers 404 for another user's design, and 400 for a bad limit or another chat's cursor", async () => {
    const { ann, bob } = await twoUsers(t);
    const annDesign = await designChatOf(ann, 3);
    const bobDesign = await designChatOf(bob, 3);
    expect((await bob.get(`/api/designs/${annDesign}/messages?limit=1`)).statusCode).toBe(404);
    const annFirst = await pageOf(ann, annDesign, 'limit=1');
    const crossed = await bob.get(`/api/designs/${bobDesign}/messages?limit=1&cursor=${annFirst.nextCursor}`);
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().message).toBe(BAD_CURSOR);
    const tooMany = await ann.get(`/api/designs/${annDesign}/messages?limit=500`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/^limit: limit must be at most 100/);
  });
});
