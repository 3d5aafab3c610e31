import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SidebarDto } from '../../../common/sidebar';
import { users } from '../../db/schema/auth';
import { designs } from '../../db/schema/designs';
import { documents } from '../../db/schema/documents';
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
    expect(Object.keys(body.recentChats[0] ?? {}).sort()).toEqual(['createdAt', 'id', 'productId', 'teamId', 'title', 'type', 'updatedAt']);

    expect((await bob.get('/api/sidebar')).json<SidebarDto>()).toMatchObject({ counts: { chats: 1, documents: 0, designs: 0 } });
  });

  it('keeps its counts right through creations, deletions and a deleted account, as counting the rows would', async () => {
    const { ann, bob } = await twoUsers(t);
    await t.database.db.update(users).set({ plan: 'pro' }).where(eq(users.email, 'ann@example.com'));
    const made: { kind: 'documents' | 'designs'; id: string }[] = [];
    // A mixed run of writes: every third item is deleted again, chats (a design journey's among them), PRDs and designs alike.
    for (let i = 0; i < 12; i++) {
      const design = i % 4 === 3;
      const res = design
        ? await ann.post('/api/designs', { title: `Screen ${i}`, content: '' })
        : await ann.post('/api/documents', { title: `Item ${i}`, type: i % 2 ? 'enhance' : i % 4 === 2 ? 'design' : 'validate' });
      expect(res.statusCode).toBe(201);
      made.push({ kind: design ? 'designs' : 'documents', id: res.json<{ id: string }>().id });
      if (i % 3 === 2) {
        const gone = made.shift();
        expect((await ann.request('DELETE', `/api/${gone?.kind}/${gone?.id}`)).statusCode).toBe(200);
      }
    }
    await bob.post('/api/documents', { title: 'Bob chat', type: 'explore' });
    // What counting Ann's rows gives.
    const { db } = t.database;
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'ann@example.com'));
    const types = (
      await db
        .select({ type: documents.type })
        .from(documents)
        .where(eq(documents.userId, owner?.id ?? ''))
    ).map((d) => d.type);
    const truth = {
      chats: types.filter((type) => type !== 'enhance').length,
      documents: types.filter((type) => type === 'enhance').length,
      designs: (
        await db
          .select({ id: designs.id })
          .from(designs)
          .where(eq(designs.userId, owner?.id ?? ''))
      ).length,
    };
    expect((await ann.get('/api/sidebar')).json<SidebarDto>().counts).toEqual(truth);
    expect(truth).toEqual({ chats: 4, documents: 2, designs: 2 });

    // A deleted account takes its counts along; nobody else's move.
    expect((await ann.request('DELETE', '/api/account', { confirm: 'ann@example.com' })).statusCode).toBe(200);
    expect((await bob.get('/api/sidebar')).json<SidebarDto>().counts).toEqual({ chats: 1, documents: 0, designs: 0 });
  });

  it('answers 401 without a session, and zeros for a new user', async () => {
    expect((await createAgent(t.app).get('/api/sidebar')).statusCode).toBe(401);
    const { ann } = await twoUsers(t);
    expect((await ann.get('/api/sidebar')).json()).toEqual({ counts: { chats: 0, documents: 0, designs: 0 }, recentChats: [] });
  });
});
