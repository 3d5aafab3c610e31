import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SidebarDto } from '../../../common/sidebar';
import { users } from '../../db/schema/auth';
import { createAgent } from '../../test/agent';
import { useTestApp } from '../../test/harness';
import { twoUsers } from '../../test/two-users';

const t = useTestApp();

describe('GET /api/sidebar', () => {
  it("counts the user's chats, editor documents and designs, and lists the five chats changed last", async () => {
    const { ann, bob } = await twoUsers(t);
    // More documents than the basic plan's monthly allowance.
    await t.database.db.update(users).set({ plan: 'pro' }).where(eq(users.email, 'ann@example.com'));
    const chats: { id: string }[] = [];
    for (const title of ['One', 'Two', 'Three', 'Four', 'Five', 'Six']) {
      chats.push((await ann.post('/api/documents', { title, type: 'explore' })).json());
      t.clock.advance(1000);
    }
    await ann.post('/api/documents', { title: 'PRD', type: 'enhance' });
    await ann.post('/api/designs', { title: 'Checkout', content: '' });
    await bob.post('/api/documents', { title: 'Bob chat', type: 'explore' });
    t.clock.advance(1000);
    await ann.request('PUT', `/api/documents/${chats[0]?.id}`, { title: 'One, renamed' });

    const res = await ann.get('/api/sidebar');
    expect(res.statusCode).toBe(200);
    const body = res.json<SidebarDto>();
    expect(body.counts).toEqual({ chats: 6, documents: 1, designs: 1 });
    expect(body.recentChats.map((chat) => chat.title)).toEqual(['One, renamed', 'Six', 'Five', 'Four', 'Three']);
    expect(Object.keys(body.recentChats[0] ?? {}).sort()).toEqual(['createdAt', 'id', 'title', 'type', 'updatedAt']);

    expect((await bob.get('/api/sidebar')).json<SidebarDto>()).toMatchObject({ counts: { chats: 1, documents: 0, designs: 0 } });
  });

  it('answers 401 without a session, and zeros for a new user', async () => {
    expect((await createAgent(t.app).get('/api/sidebar')).statusCode).toBe(401);
    const { ann } = await twoUsers(t);
    expect((await ann.get('/api/sidebar')).json()).toEqual({ counts: { chats: 0, documents: 0, designs: 0 }, recentChats: [] });
  });
});
