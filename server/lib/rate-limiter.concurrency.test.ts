import { describe, expect, it } from 'vitest';
import { createAgent } from '../test/agent';
import { useTestApp } from '../test/harness';

const t = useTestApp();

/**
 * Send limits under concurrency: on PostgreSQL the requests run on several pooled connections at
 * once, where a count that is read and then written lets more codes out than the limit.
 */
describe('send limits under concurrent requests', () => {
  it('sends exactly 3 codes for 100 concurrent requests for one e-mail', async () => {
    const email = 'burst@example.com';
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        createAgent(t.app, { ip: `10.9.${Math.floor(i / 50)}.${i % 50}` }).post('/api/request-otp', { email }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(97);
    expect(t.sink.mails.filter((m) => m.to.includes(email))).toHaveLength(3);
  });

  it('lets exactly 20 of 40 concurrent requests from one address through', async () => {
    const agent = createAgent(t.app, { ip: '10.9.9.9' });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => agent.post('/api/request-otp', { email: `ip${i}@example.com` })),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(t.sink.mails).toHaveLength(20);
  });

  it("counts concurrent actions of one key exactly in the app's store", async () => {
    const allowed = await Promise.all(
      Array.from({ length: 100 }, () => t.ctx.rates.consume({ key: 'burst:key', limit: 7, windowMs: 60_000 })),
    );
    expect(allowed.filter((full) => full === null)).toHaveLength(7);
  });
});
