import { describe, expect, it } from 'vitest';
import { createAgent, signIn } from '../../test/agent';
import { useTestApp } from '../../test/harness';

const t = useTestApp({ PLAN_LIMITS: 'off' });

describe('PLAN_LIMITS=off', () => {
  it('lets a Basic user create past 3 documents a month', async () => {
    const a = createAgent(t.app);
    await signIn(a, 'team@example.com', t.sink.mails);
    for (let i = 0; i < 5; i++) expect((await a.post('/api/documents', {})).statusCode).toBe(201);
    expect((await a.get('/api/account/usage')).json()).toMatchObject({ plan: 'basic', limit: null, used: 5 });
  });
});
