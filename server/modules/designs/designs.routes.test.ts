import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { designs } from '../../db/schema/designs';
import { messages } from '../../db/schema/documents';
import { createAgent, type Agent } from '../../test/agent';
import { useTestApp } from '../../test/harness';
import { multipartBody } from '../../test/multipart';
import { twoUsers } from '../../test/two-users';
import { MESSAGES } from '../uploads/file-check';

const t = useTestApp();

const screenshot = () =>
  sharp({ create: { width: 1280, height: 800, channels: 3, background: '#ffffff' } })
    .composite([{ input: { create: { width: 400, height: 120, channels: 3, background: '#111111' } }, left: 100, top: 100 }])
    .png()
    .toBuffer();

async function uploadImage(agent: Agent) {
  const form = multipartBody('file', await screenshot(), 'screen.png', 'image/png');
  return (await agent.post('/api/upload', form.body, { 'content-type': form.contentType })).json().url as string;
}

async function analyze(agent: Agent, data: Buffer, name = 'screen.png', type = 'image/png') {
  const form = multipartBody('image', data, name, type);
  return agent.post('/api/analyze-design', form.body, { 'content-type': form.contentType });
}

describe('designs API', () => {
  it('creates a design with an uploaded image, analyses it, saves the analysis and chats about it', async () => {
    const { ann } = await twoUsers(t);
    const imageUrl = await uploadImage(ann);
    const created = await ann.post('/api/designs', { title: 'Checkout', content: '', imageUrl });
    expect(created.statusCode).toBe(201);
    const design = created.json();
    expect(design).toMatchObject({ title: 'Checkout', imageUrl });

    const analysis = await analyze(ann, await screenshot());
    expect(analysis.statusCode).toBe(200);
    const text = analysis.json().analysis as string;
    expect(text).toMatch(/contrast/i);
    expect(text).toMatch(/offline/i);

    const saved = await ann.post(`/api/designs/${design.id}/messages`, { content: text, role: 'assistant' });
    expect(saved.json()).toMatchObject([{ role: 'assistant', content: text }]);
    const chat = await ann.post(`/api/designs/${design.id}/messages`, { content: 'How do I improve the hierarchy?' });
    const [user, reply] = chat.json();
    expect(user).toMatchObject({ role: 'user', content: 'How do I improve the hierarchy?' });
    expect(reply.role).toBe('assistant');
    const list = (await ann.get(`/api/designs/${design.id}/messages`)).json();
    expect(list.map((m: { role: string }) => m.role)).toEqual(['assistant', 'user', 'assistant']);

    const renamed = await ann.request('PUT', `/api/designs/${design.id}`, { title: 'Checkout v2', content: '', imageUrl });
    expect(renamed.json().title).toBe('Checkout v2');
    expect((await ann.get('/api/designs')).json()).toMatchObject([{ id: design.id, title: 'Checkout v2', imageUrl }]);
    expect((await ann.request('DELETE', `/api/designs/${design.id}`)).statusCode).toBe(200);
    expect((await ann.get(`/api/designs/${design.id}`)).statusCode).toBe(404);
    expect(await t.database.db.select().from(messages)).toHaveLength(0);
  });

  it("answers 404 for another user's design and refuses another user's image", async () => {
    const { ann, bob } = await twoUsers(t);
    const imageUrl = await uploadImage(ann);
    const design = (await ann.post('/api/designs', { title: 'Mine', imageUrl })).json();
    for (const res of [
      await bob.get(`/api/designs/${design.id}`),
      await bob.request('PUT', `/api/designs/${design.id}`, { title: 'x' }),
      await bob.request('DELETE', `/api/designs/${design.id}`),
      await bob.get(`/api/designs/${design.id}/messages`),
      await bob.post(`/api/designs/${design.id}/messages`, { content: 'hi' }),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    const stolen = await bob.post('/api/designs', { title: 'Stolen', imageUrl });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe('imageUrl: this image was not uploaded by you');
    expect((await ann.get(`/api/designs/${design.id}`)).json().title).toBe('Mine');
  });

  it.each([
    ['a text file named .png', () => Buffer.from('not an image at all'), MESSAGES.notImage, 400],
    ['an SVG', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), MESSAGES.svg, 400],
    ['a truncated PNG', async () => (await screenshot()).subarray(0, 200), MESSAGES.notImage, 400],
    [
      'a huge-dimension image',
      () =>
        sharp({ create: { width: 9000, height: 5000, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
      MESSAGES.tooManyPixels,
      413,
    ],
    [
      'an oversized image',
      () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(10 * 1024 * 1024 + 1)]),
      'The image is too large: at most 10 MB.',
      413,
    ],
  ])('refuses %s for analysis with a clear message', async (_, make, message, status) => {
    const { ann } = await twoUsers(t);
    const res = await analyze(ann, await make());
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await t.database.db.select().from(designs)).toHaveLength(0);
  });

  it('validates design bodies and requires sign-in', async () => {
    const { ann } = await twoUsers(t);
    const bad = await ann.post('/api/designs', { title: 'x', imageUrl: 'https://evil.example/x.png' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('imageUrl: imageUrl must be an image uploaded to Northstar');
    const blank = await ann.post('/api/designs/00000000-0000-4000-8000-000000000000/messages', { content: ' ' });
    expect(blank.statusCode).toBe(400);
    const visitor = createAgent(t.app);
    expect((await visitor.get('/api/designs')).statusCode).toBe(401);
    expect((await analyze(visitor, await screenshot())).statusCode).toBe(401);
  });

  it('serves a small thumbnail of a design image', async () => {
    const { ann } = await twoUsers(t);
    const imageUrl = await uploadImage(ann);
    const thumb = await ann.get(`${imageUrl}?thumb=1`);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta.width).toBe(480);
    expect(thumb.rawPayload.length).toBeLessThan((await ann.get(imageUrl)).rawPayload.length);
  });
});
