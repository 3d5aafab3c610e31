import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { RequestLogController, SLOW_REQUEST_MS } from './request-log';

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
  app.get('/slow', async () => {
    await new Promise((r) => setTimeout(r, SLOW_REQUEST_MS + 50));
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
    for (const url of ['/fast', '/refused', '/broken', '/slow']) await app.inject(url);
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
