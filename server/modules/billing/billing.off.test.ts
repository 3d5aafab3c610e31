import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createAgent, signIn } from '../../test/agent';
import { useTestApp } from '../../test/harness';

const t = useTestApp();

describe('plan limits on a fresh install (PLAN_LIMITS unset)', () => {
  it('are off unless PLAN_LIMITS=on', () => {
    expect(loadConfig({ SESSION_SECRET: 's' }).PLAN_LIMITS).toBe(false);
    expect(loadConfig({ SESSION_SECRET: 's', PLAN_LIMITS: 'off' }).PLAN_LIMITS).toBe(false);
    expect(loadConfig({ SESSION_SECRET: 's', PLAN_LIMITS: 'on' }).PLAN_LIMITS).toBe(true);
  });

  it('let a Basic user create past 3 documents a month', async () => {
    const a = createAgent(t.app);
    await signIn(a, 'team@example.com', t.sink.mails);
    for (let i = 0; i < 5; i++) expect((await a.post('/api/documents', {})).statusCode).toBe(201);
    expect((await a.post('/api/designs', { title: 'Screen' })).statusCode).toBe(201);
    expect((await a.get('/api/account/usage')).json()).toMatchObject({ plan: 'basic', limit: null, used: 6 });
  });
});
