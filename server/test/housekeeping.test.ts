import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { sessions, signInCodes, signInGuards } from '../db/schema/auth';
import { uploads } from '../db/schema/designs';
import { PURGE_EVERY_MS, purgeExpired, startPurgeTimer } from '../modules/housekeeping/purge';
import { quotaFullMessage } from '../modules/uploads/uploads.service';
import { createAgent, signIn } from './agent';
import { useTestApp } from './harness';
import { multipartBody } from './multipart';

const t = useTestApp({ UPLOAD_QUOTA_MB: '1' });
const DAY = 24 * 60 * 60_000;

describe('purge of expired rows', () => {
  it('deletes expired codes, sessions and finished locks, and nothing live', async () => {
    const { db } = t.database;
    const ann = createAgent(t.app, { ip: '10.4.0.1' });
    await signIn(ann, 'ann@example.com', t.sink.mails);
    await ann.post('/api/request-otp', { email: 'pending@example.com' });
    const now = t.clock.now();
    await db.insert(signInGuards).values([
      { email: 'over@example.com', failures: 0, lockedUntil: new Date(now.getTime() - 1) },
      { email: 'counting@example.com', failures: 4 },
      { email: 'locked@example.com', failures: 0, lockedUntil: new Date(now.getTime() + 60_000) },
    ]);

    expect(await purgeExpired(db, now)).toEqual({ codes: 0, sessions: 0, guards: 1 });
    expect((await ann.get('/api/user')).statusCode).toBe(200);

    // 31 days on: the pending code and the session have expired.
    expect(await purgeExpired(db, new Date(now.getTime() + 31 * DAY))).toMatchObject({ codes: 1, sessions: 1 });
    expect(await db.select().from(signInCodes)).toHaveLength(0);
    expect(await db.select().from(sessions)).toHaveLength(0);
    // A count of failures stays; a lock, once over, goes.
    expect((await db.select().from(signInGuards)).map((g) => g.email)).toEqual(['counting@example.com']);
  });

  it('runs on a timer that stops when asked', async () => {
    const { db } = t.database;
    const finishedLock = () =>
      db.insert(signInGuards).values({ email: 'over@example.com', failures: 0, lockedUntil: new Date(t.clock.now().getTime() - 1) });
    await finishedLock();
    // Only the purge's own timer is faked: the database keeps its real ones.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      // Each purge starts by reading the clock; its log line says it has finished.
      const started = vi.fn(() => t.clock.now());
      let purged!: (counts: unknown) => void;
      const finished = new Promise((resolve) => (purged = resolve));
      const log = { debug: (obj: { purged: unknown }) => purged(obj.purged), warn: vi.fn() } as unknown as FastifyBaseLogger;
      const stop = startPurgeTimer({ ...t.ctx, clock: { now: started } }, log);
      vi.advanceTimersByTime(PURGE_EVERY_MS - 1);
      expect(started).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(started).toHaveBeenCalledTimes(1);
      expect(await finished).toMatchObject({ guards: 1 });
      expect(await db.select().from(signInGuards)).toHaveLength(0);

      stop();
      await finishedLock();
      vi.advanceTimersByTime(10 * PURGE_EVERY_MS);
      expect(started).toHaveBeenCalledTimes(1);
      expect(vi.getTimerCount()).toBe(0);
      expect(await db.select().from(signInGuards)).toHaveLength(1);
      expect(log.warn).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('quota of stored upload bytes', () => {
  it('refuses an upload past the quota with a clear 413, keeps nothing of it, and counts per user', async () => {
    const ann = createAgent(t.app, { ip: '10.4.1.1' });
    const bob = createAgent(t.app, { ip: '10.4.1.2' });
    await signIn(ann, 'ann@example.com', t.sink.mails);
    await signIn(bob, 'bob@example.com', t.sink.mails);
    const upload = (agent: typeof ann, data: Buffer, name: string) => {
      const form = multipartBody('file', data, name, 'text/plain');
      return agent.post('/api/upload', form.body, { 'content-type': form.contentType });
    };
    const text = (kb: number) => Buffer.alloc(kb * 1024, 'a');
    expect((await upload(ann, text(600), 'a.txt')).statusCode).toBe(200);
    const full = await upload(ann, text(600), 'b.txt');
    expect(full.statusCode).toBe(413);
    expect(full.json().message).toBe(quotaFullMessage(1));
    expect((await upload(ann, text(300), 'c.txt')).statusCode).toBe(200);
    expect((await upload(bob, text(600), 'd.txt')).statusCode).toBe(200);
    expect(await t.database.db.select().from(uploads)).toHaveLength(3);
  });

  it('holds under concurrent uploads', async () => {
    const ann = createAgent(t.app, { ip: '10.4.1.3' });
    await signIn(ann, 'ann@example.com', t.sink.mails);
    const form = () => multipartBody('file', Buffer.alloc(300 * 1024, 'b'), 'p.txt', 'text/plain');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => form()).map((f) => ann.post('/api/upload', f.body, { 'content-type': f.contentType })),
    );
    const stored = await t.database.db.select().from(uploads);
    const bytes = stored.reduce((sum, row) => sum + row.size, 0);
    expect(bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(stored).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 413)).toHaveLength(5);
  });
});
