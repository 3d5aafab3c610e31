import { describe, expect, it } from 'vitest';
import { memories } from '../../db/schema/documents';
import { buildChat, buildUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';

const t = useTestApp();

describe('memories API', () => {
  it('remembers, lists (most important first), updates and forgets facts of a chat', async () => {
    const pm = await buildUser(t);
    const { document } = await buildChat(t, pm);
    const url = `/api/documents/${document.id}/memories`;
    const saved = await pm.post(url, { key: 'product_name', value: 'Northstar' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      id: expect.any(String),
      key: 'product_name',
      value: 'Northstar',
      importance: expect.any(Number),
      proposed: false,
    });
    await pm.post(url, { key: 'side_note', value: 'likes tea', importance: 1 });
    await pm.post(url, { key: 'product_name', value: 'Northstar AI' });

    const listed = (await pm.get(url)).json();
    expect(listed.map((m: { key: string; value: string }) => [m.key, m.value])).toEqual([
      ['product_name', 'Northstar AI'],
      ['side_note', 'likes tea'],
    ]);
    expect((await pm.request('DELETE', `${url}/side_note`)).json()).toEqual({ message: 'Forgotten' });
    expect((await pm.request('DELETE', `${url}/side_note`)).statusCode).toBe(404);
    expect((await pm.get(url)).json()).toHaveLength(1);
  });

  it('refuses a bad key or value with a clear 400 and writes nothing', async () => {
    const pm = await buildUser(t);
    const { document } = await buildChat(t, pm);
    const url = `/api/documents/${document.id}/memories`;
    const badKey = await pm.post(url, { key: 'Product Name', value: 'x' });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().message).toBe('key: key must be lower-case letters, digits and underscores');
    const empty = await pm.post(url, { key: 'product_name', value: '  ' });
    expect(empty.json().message).toBe('value: value must not be empty');
    expect(await t.database.db.select().from(memories)).toEqual([]);
  });

  it("answers 404 for another user's chat and leaves its facts alone", async () => {
    const owner = await buildUser(t);
    const stranger = await buildUser(t);
    const { document } = await buildChat(t, owner);
    const url = `/api/documents/${document.id}/memories`;
    await owner.post(url, { key: 'product_name', value: 'Secret' });
    expect((await stranger.get(url)).statusCode).toBe(404);
    expect((await stranger.post(url, { key: 'product_name', value: 'Mine' })).statusCode).toBe(404);
    expect((await stranger.request('DELETE', `${url}/product_name`)).statusCode).toBe(404);
    expect((await owner.get(url)).json()).toMatchObject([{ key: 'product_name', value: 'Secret' }]);
  });
});
