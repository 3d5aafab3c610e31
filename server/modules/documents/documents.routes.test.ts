import { describe, expect, it } from 'vitest';
import { designs } from '../../db/schema/designs';
import { documents } from '../../db/schema/documents';
import { createAgent, signIn } from '../../test/agent';
import { useTestApp } from '../../test/harness';

const t = useTestApp();

describe('document and design lists for the sidebar', () => {
  it('answers 401 to a visitor', async () => {
    const a = createAgent(t.app);
    expect((await a.get('/api/documents')).statusCode).toBe(401);
    expect((await a.get('/api/designs')).statusCode).toBe(401);
  });

  it("lists the user's own documents and designs, newest first, never another user's", async () => {
    const ann = createAgent(t.app);
    const bob = createAgent(t.app, { ip: '10.0.0.9' });
    const annUser = await signIn(ann, 'ann@example.com', t.sink.mails);
    const bobUser = await signIn(bob, 'bob@example.com', t.sink.mails);
    const { db } = t.database;
    await db.insert(documents).values([
      { userId: annUser.id, title: 'Older', type: 'prd', createdAt: new Date('2026-01-01T00:00:00Z') },
      { userId: annUser.id, title: 'Newer', type: 'enhance', createdAt: new Date('2026-02-01T00:00:00Z') },
      { userId: bobUser.id, title: "Bob's", type: 'explore' },
    ]);
    await db.insert(designs).values({ userId: bobUser.id, title: 'Bob design' });

    const list = (await ann.get('/api/documents')).json();
    expect(list.map((d: { title: string }) => d.title)).toEqual(['Newer', 'Older']);
    expect(list[0]).toMatchObject({ type: 'enhance', createdAt: '2026-02-01T00:00:00.000Z' });
    expect(list[0]).not.toHaveProperty('content');
    expect((await ann.get('/api/designs')).json()).toEqual([]);
    expect((await bob.get('/api/designs')).json().map((d: { title: string }) => d.title)).toEqual(['Bob design']);
  });
});
