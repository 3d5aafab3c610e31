import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerClientApp } from './client-app';

const chatId = '6830b5bf-f394-468a-addc-a4770172039b';
let dir: string;
const app = Fastify();

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'northstar-client-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'chat-page-1.js'), 'export {}');
  writeFileSync(
    path.join(dir, '.vite', 'screens.json'),
    JSON.stringify({
      layout: { scripts: ['/assets/app-layout-1.js'], styles: [] },
      chat: { scripts: ['/assets/chat-page-1.js'], styles: [] },
    }),
  );
  await app.register(fastifyCookie);
  await registerClientApp(app, dir);
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) => app.inject({ url, headers: cookie ? { cookie } : {} });
const linkOf = async (url: string, cookie?: string) => (await page(url, cookie)).headers.link;
const hintOf = async (url: string, cookie?: string) =>
  (await page(url, cookie)).cookies.find((c) => c.name === 'ns_signed_in') as { value: string; maxAge?: number } | undefined;

describe('client app pages', () => {
  it('serves the page of a share link never indexed or cached, and naming no read, signed in or not', async () => {
    for (const cookie of [undefined, 'ns_session=token']) {
      const res = await page('/s/some-token', cookie);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('id="root"');
      expect(res.headers['x-robots-tag']).toContain('noindex');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.link).toBeUndefined();
    }
  });

  it("names the screen's code for a browser with a session, with the reads", async () => {
    const link = await linkOf(`/chat/${chatId}`, 'ns_session=token');
    expect(link).toContain(`</api/documents/${chatId}>; rel=preload`);
    expect(link).toContain('</assets/app-layout-1.js>; rel=modulepreload');
    expect(link).toContain('</assets/chat-page-1.js>; rel=modulepreload');
    expect(await linkOf('/', 'ns_session=token')).toContain('</assets/app-layout-1.js>; rel=modulepreload');
  });

  it('names nothing for a visitor: no read sure to be refused, and only the landing code', async () => {
    for (const url of ['/', `/chat/${chatId}`]) expect(await linkOf(url)).toBeUndefined();
  });

  it('keeps the readable signed-in hint true to the session cookie the browser sent', async () => {
    for (const url of ['/', `/chat/${chatId}`]) {
      // A session from before the hint existed gets it with the page.
      expect(await hintOf(url, 'ns_session=token')).toMatchObject({ value: '1' });
      // A hint without a session is cleared; with both, or neither, nothing is sent.
      expect(await hintOf(url, 'ns_signed_in=1')).toMatchObject({ value: '', maxAge: 0 });
      expect(await hintOf(url, 'ns_session=token; ns_signed_in=1')).toBeUndefined();
      expect(await hintOf(url)).toBeUndefined();
    }
  });

  it("never serves the build's list of screen files", async () => {
    expect((await app.inject({ url: '/.vite/screens.json' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/assets/chat-page-1.js' })).statusCode).toBe(200);
  });
});
