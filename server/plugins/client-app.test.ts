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

const linkOf = async (url: string, cookie?: string) => String((await app.inject({ url, headers: cookie ? { cookie } : {} })).headers.link);

describe('client app pages', () => {
  it("names the screen's code for a browser with a session, with the reads", async () => {
    const link = await linkOf(`/chat/${chatId}`, 'ns_session=token');
    expect(link).toContain(`</api/documents/${chatId}>; rel=preload`);
    expect(link).toContain('</assets/app-layout-1.js>; rel=modulepreload');
    expect(link).toContain('</assets/chat-page-1.js>; rel=modulepreload');
    expect(await linkOf('/', 'ns_session=token')).toContain('</assets/app-layout-1.js>; rel=modulepreload');
  });

  it('names no signed-in code for a visitor: the landing downloads only what it shows', async () => {
    for (const url of ['/', `/chat/${chatId}`]) {
      const link = await linkOf(url);
      expect(link).toContain('</api/user>; rel=preload');
      expect(link).not.toContain('modulepreload');
    }
  });

  it("never serves the build's list of screen files", async () => {
    expect((await app.inject({ url: '/.vite/screens.json' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/assets/chat-page-1.js' })).statusCode).toBe(200);
  });
});
