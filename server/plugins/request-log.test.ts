import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestLogController, SLOW_REQUEST_MS } from './request-log';

/** The time Fastify measures requests with, moved on by the test alone. */
const clock = { now: 0 };
let timer: { mockRestore(): void } | undefined;
beforeEach(() => {
  clock.now = 1_000_000;
  timer = vi.spyOn(performance, 'now').mockImplementation(() => clock.now);
});
afterEach(() => timer?.mockRestore());

/** An app logging at `level` into an array, with a fast, a slow, a refused and a failing route. */
async function appLoggingAt(level: string) {
  const lines: { level: number; msg: string; req?: { url: string }; res?: { statusCode: number } }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')));
      done();
    },
  });
  const app = Fastify({ loggerInstance: pino({ level }, sink), logController: new RequestLogController() });
  app.get('/fast', async () => ({ ok: true }));
  // Fastify times requests with performance.now(): the slow routes move that clock on instead of waiting.
  app.get('/slow', async () => {
    clock.now += SLOW_REQUEST_MS;
    return { ok: true };
  });
  app.get('/almost-slow', async () => {
    clock.now += SLOW_REQUEST_MS - 1;
    return { ok: true };
  });
  app.get('/refused', async (_request, reply) => reply.status(401).send({ message: 'Sign in first' }));
  app.get('/broken', async () => {
    throw new Error('database exploded');
  });
  await app.ready();
  const completed = () => lines.filter((l) => l.msg === 'request completed').map((l) => `${l.level} ${l.req?.url} ${l.res?.statusCode}`);
  return { app, completed };
}

describe('request logs', () => {
  it('at info, logs server errors and slow requests only, one line each with the address and status', async () => {
    const { app, completed } = await appLoggingAt('info');
    for (const url of ['/fast', '/refused', '/broken', '/almost-slow', '/slow']) await app.inject(url);
    expect(completed()).toEqual(['30 /broken 500', '30 /slow 200']);
    await app.close();
  });

  it('at debug, logs every request once', async () => {
    const { app, completed } = await appLoggingAt('debug');
    for (const url of ['/fast', '/refused', '/broken']) await app.inject(url);
    expect(completed()).toEqual(['20 /fast 200', '20 /refused 401', '30 /broken 500']);
    await app.close();
  });
});
