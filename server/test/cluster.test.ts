import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createClient } from 'redis';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_LEVELS, whenRunning } from '../../tests/support/server-start';
import { codeOf, startSmtpSink } from '../../tests/support/smtp-sink';
import { RATE_KEY_PREFIX } from '../lib/rate-limiter';
import { openEventStream } from './event-stream-client';

/**
 * Two app server processes on one PostgreSQL, as behind a load balancer: sessions, live events,
 * rate limits (Redis) and uploads (S3-compatible storage) work whichever server answers.
 */
const url = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const run = process.env.TEST_DB === 'postgres' && url && redisUrl;

describe.skipIf(!run)('two app servers on one PostgreSQL, Redis and S3', () => {
  const servers: ChildProcess[] = [];
  // Redis outlives a test run: every run signs in as new people from its own address.
  const run = Math.random().toString(36).slice(2, 8);
  const mail = (name: string) => `${name}-${run}@example.com`;
  const bases: string[] = [];
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let s3: S3rver;
  let dbName = '';

  beforeAll(async () => {
    sink = await startSmtpSink();
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: mkdtempSync(path.join(tmpdir(), 's3-')),
      configureBuckets: [{ name: 'northstar', configs: [] }],
    });
    const { port: s3Port } = (await s3.run()) as { port: number };
    dbName = `northstar_cluster_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const dbUrl = new URL(url as string);
    dbUrl.pathname = `/${dbName}`;
    for (const port of [5191, 5192]) {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'northstar-node-')),
          DATABASE_URL: dbUrl.toString(),
          SMTP_URL: sink.url,
          SESSION_SECRET: 'cluster-secret',
          ADMIN_EMAILS: mail('admin'),
          REDIS_URL: redisUrl,
          S3_BUCKET: 'northstar',
          S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
          S3_REGION: 'us-east-1',
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
          // Its start-up line says when it listens; only errors are shown.
          LOG_LEVEL: 'info',
          TRUST_PROXY: 'true',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      servers.push(child);
      bases.push(`http://127.0.0.1:${port}`);
    }
    await Promise.all(servers.map((child) => whenRunning(child, LOG_LEVELS.error)));
  }, 90_000);

  afterAll(async () => {
    for (const child of servers) child.kill('SIGTERM');
    await Promise.all(servers.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))));
    await sink?.close();
    await s3?.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }, 30_000);

  const [a, b] = [0, 1];
  const client = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const json = (i: number, cookie = '') => ({
    origin: bases[i] as string,
    'content-type': 'application/json',
    'x-forwarded-for': client,
    ...(cookie ? { cookie } : {}),
  });

  async function signInOn(i: number, email: string) {
    const sent = await fetch(`${bases[i]}/api/request-otp`, { method: 'POST', headers: json(i), body: JSON.stringify({ email }) });
    const pending = sent.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const code = codeOf(sink.mails.filter((m) => m.to.includes(email)).at(-1)?.raw ?? '');
    const ok = await fetch(`${bases[i]}/api/verify-otp`, {
      method: 'POST',
      headers: json(i, pending),
      body: JSON.stringify({ otp: code }),
    });
    return (
      ok.headers
        .getSetCookie()
        .find((c) => c.startsWith('ns_session='))
        ?.split(';')[0] ?? ''
    );
  }

  it('a session created on one server works on the other', async () => {
    const cookie = await signInOn(a, mail('cluster'));
    const me = await fetch(`${bases[b]}/api/user`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(mail('cluster'));
  });

  /** Headers of a POST without a body. */
  const bare = (i: number, cookie: string) => ({ origin: bases[i] as string, 'x-forwarded-for': client, cookie });
  const statusOn = async (i: number, cookie: string, url = '/api/user') =>
    (await fetch(`${bases[i]}${url}`, { headers: { cookie } })).status;
  const expectStatusOn = async (i: number, cookie: string, expected: number, url = '/api/user') =>
    expect(await statusOn(i, cookie, url)).toBe(expected);

  // Each server keeps session lookups in memory; a change answers once the other has forgotten them.
  it('signing out on one server ends the session on the other', async () => {
    const cookie = await signInOn(a, mail('leaver'));
    expect(await statusOn(b, cookie)).toBe(200);
    expect((await fetch(`${bases[a]}/api/logout`, { method: 'POST', headers: bare(a, cookie) })).status).toBe(200);
    expect(await statusOn(a, cookie)).toBe(401);
    await expectStatusOn(b, cookie, 401);
  });

  it('deleting the account on one server ends its session on the other before the deletion answers', async () => {
    const cookie = await signInOn(a, mail('gone'));
    expect(await statusOn(b, cookie)).toBe(200);
    const deleted = await fetch(`${bases[a]}/api/account`, {
      method: 'DELETE',
      headers: json(a, cookie),
      body: JSON.stringify({ confirm: mail('gone') }),
    });
    expect(deleted.status).toBe(200);
    await expectStatusOn(b, cookie, 401);
    await expectStatusOn(b, cookie, 401, '/api/documents');
  });

  it("an admin ending a user's sessions on one server ends them on the other", async () => {
    const admin = await signInOn(a, mail('admin'));
    const cookie = await signInOn(b, mail('ended'));
    expect(await statusOn(b, cookie)).toBe(200);
    const users = (await (await fetch(`${bases[a]}/api/admin/users`, { headers: { cookie: admin } })).json()) as {
      id: string;
      email: string;
    }[];
    const id = users.find((u) => u.email === mail('ended'))?.id;
    expect((await fetch(`${bases[a]}/api/admin/users/${id}/end-sessions`, { method: 'POST', headers: bare(a, admin) })).status).toBe(200);
    await expectStatusOn(b, cookie, 401);
  });

  it("an admin's change of a user's rights on one server is seen on the other", async () => {
    const admin = await signInOn(a, mail('admin'));
    const cookie = await signInOn(b, mail('promoted'));
    expect(await statusOn(b, cookie, '/api/admin/users')).toBe(403);
    const users = (await (await fetch(`${bases[a]}/api/admin/users`, { headers: { cookie: admin } })).json()) as {
      id: string;
      email: string;
    }[];
    const id = users.find((u) => u.email === mail('promoted'))?.id;
    const patch = (isAdmin: boolean) =>
      fetch(`${bases[a]}/api/admin/users/${id}`, { method: 'PATCH', headers: json(a, admin), body: JSON.stringify({ isAdmin }) });
    expect((await patch(true)).status).toBe(200);
    await expectStatusOn(b, cookie, 200, '/api/admin/users');
    expect((await patch(false)).status).toBe(200);
    await expectStatusOn(b, cookie, 403, '/api/admin/users');
  });

  it('an event written through one server reaches a client connected to the other', async () => {
    const cookie = await signInOn(a, mail('events'));
    // Open once its `ready` event came: B then passes on every later change of the user.
    const stream = await openEventStream(bases[b] as string, cookie, { 'x-forwarded-for': client });
    expect(stream.state.ready).toBe(true);
    const created = await fetch(`${bases[a]}/api/documents`, {
      method: 'POST',
      headers: json(a, cookie),
      body: JSON.stringify({ title: 'Across' }),
    });
    const { id } = (await created.json()) as { id: string };
    expect(await stream.until(() => stream.events.some((e) => e.id === id))).toBe(true);
    expect(stream.events).toContainEqual(expect.objectContaining({ entity: 'document', action: 'created', id, title: 'Across' }));
    await stream.close();
  });

  it('a search answered on one server shows a document written through the other', async () => {
    const cookie = await signInOn(a, mail('search'));
    const search = async () =>
      ((await (await fetch(`${bases[b]}/api/search?q=axolotl`, { headers: { cookie } })).json()) as { id: string }[]).map((r) => r.id);
    expect(await search()).toEqual([]);
    const created = await fetch(`${bases[a]}/api/documents`, {
      method: 'POST',
      headers: json(a, cookie),
      body: JSON.stringify({ title: 'Axolotl pricing', type: 'enhance' }),
    });
    const { id } = (await created.json()) as { id: string };
    // The other server hears of the change through its LISTEN connection, within milliseconds.
    await expect.poll(search, { timeout: 1000, interval: 10 }).toEqual([id]);
  });

  it('holds the send limit across both servers, counted in Redis', async () => {
    const email = mail('limit');
    const send = (i: number) => fetch(`${bases[i]}/api/request-otp`, { method: 'POST', headers: json(i), body: JSON.stringify({ email }) });
    expect((await send(a)).status).toBe(200);
    expect((await send(b)).status).toBe(200);
    expect((await send(a)).status).toBe(200);
    expect((await send(b)).status).toBe(429);
    // One counter in Redis for both servers: three sends, and the refused fourth (counted past the
    // limit, which changes nothing), in a 10-minute window.
    const key = `${RATE_KEY_PREFIX}:otp-email:${email}`;
    const redis = createClient({ url: redisUrl });
    await redis.connect();
    expect(await redis.get(key)).toBe('4');
    expect(await redis.pTTL(key)).toBeGreaterThan(9 * 60_000);
    expect(await redis.pTTL(key)).toBeLessThanOrEqual(10 * 60_000);
    await redis.del(key);
    await redis.close();
  });

  it('an image uploaded through one server is served by the other from S3', async () => {
    const cookie = await signInOn(b, mail('files'));
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'red.png');
    const up = await fetch(`${bases[a]}/api/upload`, {
      method: 'POST',
      headers: { origin: bases[a] as string, 'x-forwarded-for': client, cookie },
      body: form,
    });
    expect(up.status).toBe(200);
    const { url: fileUrl } = (await up.json()) as { url: string };
    const served = await fetch(`${bases[b]}${fileUrl}`, { headers: { cookie } });
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(32);
  });
});
