import { describe, expect, it } from 'vitest';
import { cookieOf, openEventStream } from '../../test/event-stream-client';
import { useTestApp } from '../../test/harness';
import { twoUsers } from '../../test/two-users';

const t = useTestApp();
let base = '';

const openStream = (cookie: string) => openEventStream(base, cookie);

describe('live events', () => {
  it('says whether a save can change the sidebar: not for an editor document that keeps its type', async () => {
    base ||= await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { ann } = await twoUsers(t);
    const stream = await openStream(cookieOf(ann.jar));
    const doc = (await ann.post('/api/documents', { title: 'Plan', type: 'enhance' })).json();
    await ann.request('PUT', `/api/documents/${doc.id}`, { content: '<p>Typed</p>' });
    await ann.request('PUT', `/api/documents/${doc.id}`, { type: 'explore' });
    expect(await stream.until(() => stream.events.filter((e) => e.action === 'updated').length >= 2)).toBe(true);
    expect(stream.events.filter((e) => e.action === 'updated').map((e) => e.touchesSidebar)).toEqual([false, true]);
    await stream.close();
  });

  it("streams a user's own changes within a second, and none of another user's", async () => {
    base ||= await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { ann, bob } = await twoUsers(t);
    const annStream = await openStream(cookieOf(ann.jar));
    const bobStream = await openStream(cookieOf(bob.jar));
    expect(annStream.res.headers.get('content-type')).toContain('text/event-stream');

    const doc = (await ann.post('/api/documents', { title: 'Live', type: 'explore' })).json();
    expect(await annStream.until(() => annStream.events.length >= 1)).toBe(true);
    expect(annStream.events[0]).toEqual({ entity: 'document', action: 'created', id: doc.id, title: 'Live', updatedAt: doc.updatedAt });

    await ann.request('PUT', `/api/documents/${doc.id}`, { title: 'Renamed' });
    await ann.post(`/api/documents/${doc.id}/messages`, { content: 'hello' });
    await ann.request('DELETE', `/api/documents/${doc.id}`);
    expect(await annStream.until(() => annStream.events.some((e) => e.action === 'deleted'))).toBe(true);
    expect(annStream.events.map((e) => `${e.entity}:${e.action}`)).toEqual([
      'document:created',
      'document:updated',
      'version:created',
      'message:created',
      'message:created',
      'document:deleted',
    ]);
    expect(annStream.events[2]?.parentId).toBe(doc.id);
    // A chat's change may reorder the sidebar's recent chats.
    expect(annStream.events[1]).toMatchObject({ title: 'Renamed', touchesSidebar: true });
    expect(annStream.events[3]?.parentId).toBe(doc.id);

    // Bob's own change comes after all of Ann's on the one bus: once it arrived, any of hers would have too.
    const bobs = (await bob.post('/api/documents', { title: 'Mine', type: 'explore' })).json();
    expect(await bobStream.until(() => bobStream.events.length >= 1)).toBe(true);
    expect(bobStream.events).toEqual([{ entity: 'document', action: 'created', id: bobs.id, title: 'Mine', updatedAt: bobs.updatedAt }]);
    await annStream.close();
    await bobStream.close();
  });

  it('answers 401 to a visitor', async () => {
    base ||= await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${base}/api/events`, { headers: { connection: 'close' } });
    expect(res.status).toBe(401);
    await res.text();
  });
});
