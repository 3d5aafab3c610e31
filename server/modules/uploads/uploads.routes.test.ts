import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/designs';
import { createAgent } from '../../test/agent';
import { pdfFile } from '../../test/file-fixtures';
import { useTestApp } from '../../test/harness';
import { multipartBody } from '../../test/multipart';
import { twoUsers } from '../../test/two-users';
import { MESSAGES } from './file-check';
import { UPLOAD_LIMIT, UPLOAD_LIMIT_MESSAGE } from './uploads.service';

const t = useTestApp();

const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();

async function upload(agent: ReturnType<typeof createAgent>, data: Buffer, filename: string, type: string) {
  const form = multipartBody('file', data, filename, type);
  return agent.post('/api/upload', form.body, { 'content-type': form.contentType });
}

describe('uploads', () => {
  it('stores a verified image and serves it to its owner only, with nosniff', async () => {
    const { ann, bob } = await twoUsers(t);
    const res = await upload(ann, await png(), 'shot.png', 'image/png');
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const served = await ann.get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(40);
    expect((await bob.get(url)).statusCode).toBe(404);
    expect((await createAgent(t.app).get(url)).statusCode).toBe(401);
  });

  it('accepts text, markdown, csv and PDF documents detected by content, and serves them as downloads', async () => {
    const { ann } = await twoUsers(t);
    for (const [name, type, data] of [
      ['notes.txt', 'text/plain', Buffer.from('Plain notes\nline two')],
      ['prd.md', 'text/markdown', Buffer.from('# PRD\n\n- item')],
      ['data.csv', 'text/csv', Buffer.from('a,b\n1,2\n')],
      ['spec.pdf', 'application/pdf', pdfFile('Checkout spec')],
    ] as const) {
      const res = await upload(ann, data, name, type);
      expect(res.statusCode, name).toBe(200);
      const served = await ann.get(res.json().url);
      expect(served.rawPayload.equals(data)).toBe(true);
      expect(served.headers['content-disposition'], name).toBe(`attachment; filename*=UTF-8''${name}`);
      expect(served.headers['x-content-type-options'], name).toBe('nosniff');
    }
  });

  it.each([
    ['a text file named .png', Buffer.from('just text, not an image'), 'fake.png', 'image/png', 400, MESSAGES.notImage],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.svg',
      'image/svg+xml',
      400,
      MESSAGES.svg,
    ],
    [
      'an executable',
      Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
      'tool.exe',
      'application/octet-stream',
      400,
      MESSAGES.wrongType,
    ],
    ['binary bytes named .txt', Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe]), 'x.txt', 'text/plain', 400, MESSAGES.wrongType],
    [
      'bytes that only start like a PDF',
      Buffer.from('%PDF-1.4\n<script>alert(1)</script>'),
      'x.pdf',
      'application/pdf',
      400,
      MESSAGES.notPdf,
    ],
    ['a PDF cut in half', pdfFile('Checkout spec').subarray(0, 200), 'cut.pdf', 'application/pdf', 400, MESSAGES.notPdf],
  ])('refuses %s with a clear message and stores nothing', async (_, data, name, type, status, message) => {
    const { ann } = await twoUsers(t);
    const res = await upload(ann, data, name, type);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await t.database.db.select().from(uploads)).toHaveLength(0);
  });

  it('refuses a truncated PNG', async () => {
    const { ann } = await twoUsers(t);
    const whole = await png(400, 300);
    const res = await upload(ann, whole.subarray(0, Math.floor(whole.length / 2)), 'cut.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.notImage);
  });

  it('refuses an image over 40 megapixels and a file over 10 MB with 413', async () => {
    const { ann } = await twoUsers(t);
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const big = await upload(ann, huge, 'huge.png', 'image/png');
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(MESSAGES.tooManyPixels);
    const heavy = await upload(ann, Buffer.alloc(10 * 1024 * 1024 + 10, 'a'), 'big.txt', 'text/plain');
    expect(heavy.statusCode).toBe(413);
    expect(await t.database.db.select().from(uploads)).toHaveLength(0);
  });

  it('refuses a 1 × 5,000,000 image from its header, eight at once, while the server answers others', async () => {
    const { ann } = await twoUsers(t);
    const thin = await sharp({ create: { width: 1, height: 5_000_000, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const health: number[] = [];
    const answers = Promise.all(Array.from({ length: 8 }, () => upload(ann, thin, 'thin.png', 'image/png')));
    const started = performance.now();
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    health.push(performance.now() - started);
    for (const res of await answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.tooThin);
    }
    expect(Math.max(...health)).toBeLessThan(100);
    expect(await t.database.db.select().from(uploads)).toHaveLength(0);
    // A long page screenshot is still welcome.
    expect((await upload(ann, await png(390, 8000), 'long-page.png', 'image/png')).statusCode).toBe(200);
  });

  it(`limits each user to ${UPLOAD_LIMIT.limit} uploads in ${UPLOAD_LIMIT.windowMs / 60_000} minutes`, async () => {
    t.clock.drivesDate();
    const { ann, bob } = await twoUsers(t);
    const note = Buffer.from('a note');
    for (let i = 0; i < UPLOAD_LIMIT.limit; i++) expect((await upload(ann, note, `n${i}.txt`, 'text/plain')).statusCode).toBe(200);
    const refused = await upload(ann, note, 'one-more.txt', 'text/plain');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(UPLOAD_LIMIT_MESSAGE);
    expect((await upload(bob, note, 'bob.txt', 'text/plain')).statusCode).toBe(200);
    t.clock.advance(UPLOAD_LIMIT.windowMs + 1);
    expect((await upload(ann, note, 'later.txt', 'text/plain')).statusCode).toBe(200);
  });

  it('asks for the file field', async () => {
    const { ann } = await twoUsers(t);
    const form = multipartBody('other', Buffer.from('x'), 'x.txt', 'text/plain');
    const res = await ann.post('/api/upload', form.body, { 'content-type': form.contentType });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^file: /);
  });
});
