import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { documents } from '../../db/schema/documents';
import { createAgent, signIn } from '../../test/agent';
import { buildChat, buildDocument, buildUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { multipartBody } from '../../test/multipart';
import { thumbnailKey } from '../uploads/uploads.service';

const t = useTestApp();

describe('account', () => {
  it('signs out of all devices', async () => {
    const laptop = createAgent(t.app, { ip: '10.5.0.1' });
    const phone = createAgent(t.app, { ip: '10.5.0.2' });
    await signIn(laptop, 'pm@example.com', t.sink.mails);
    await signIn(phone, 'pm@example.com', t.sink.mails);
    expect((await laptop.post('/api/account/logout-all')).statusCode).toBe(200);
    expect((await laptop.get('/api/user')).statusCode).toBe(401);
    expect((await phone.get('/api/user')).statusCode).toBe(401);
  });

  it('deletes the account and all its data after a typed confirmation', async () => {
    const a = await buildUser(t, { email: 'leaver@example.com' });
    await buildDocument(await buildUser(t), { title: 'Keep me' });
    await buildChat(t, a, { title: 'Mine', messages: ['hello', 'Hi! What are you building?'] });
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const form = multipartBody('file', png, 'a.png', 'image/png');
    const { url } = (await a.post('/api/upload', form.body, { 'content-type': form.contentType })).json();
    await a.get(`${url}?thumb=1`);

    const wrong = await a.request('DELETE', '/api/account', { confirm: 'someone@example.com' });
    expect(wrong.statusCode).toBe(400);
    expect((await a.get('/api/user')).statusCode).toBe(200);

    const gone = await a.request('DELETE', '/api/account', { confirm: 'Leaver@Example.com ' });
    expect(gone.statusCode).toBe(200);
    expect((await a.get('/api/user')).statusCode).toBe(401);
    const rows = await t.database.db.select().from(documents);
    expect(rows.map((r) => r.title)).toEqual(['Keep me']);
    const uploads = path.join(t.dataDir, 'uploads');
    expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual([]);
  });

  it('leaves no thumbnail behind when the account goes while one is being made', async () => {
    const a = await buildUser(t, { email: 'racer@example.com' });
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const form = multipartBody('file', png, 'a.png', 'image/png');
    const { url } = (await a.post('/api/upload', form.body, { 'content-type': form.contentType })).json();
    const storage = t.ctx.storage;
    const { put } = storage;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let thumbnailReady = () => {};
    const made = new Promise<void>((resolve) => (thumbnailReady = resolve));
    storage.put = async (key, data) => {
      if (key.startsWith('thumb-')) {
        thumbnailReady();
        await held;
      }
      return put(key, data);
    };
    try {
      const thumb = a.get(`${url}?thumb=1`);
      await made;
      expect((await a.request('DELETE', '/api/account', { confirm: 'racer@example.com' })).statusCode).toBe(200);
      release();
      await thumb;
    } finally {
      storage.put = put;
    }
    const uploads = path.join(t.dataDir, 'uploads');
    expect(readdirSync(uploads)).toEqual([]);
  });
});

describe('thumbnailKey', () => {
  it('names the WebP thumbnail of any stored file', () => {
    expect(thumbnailKey('4f0c.png')).toBe('thumb-4f0c.webp');
    expect(thumbnailKey('4f0c.webp')).toBe('thumb-4f0c.webp');
    expect(thumbnailKey('4f0c-9a.jpg')).toBe('thumb-4f0c-9a.webp');
  });
});
