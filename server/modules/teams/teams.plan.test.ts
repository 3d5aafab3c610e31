import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';

const t = useTestApp({ PLAN_LIMITS: 'on' });

describe('teams on the Enterprise plan when plan limits are on', () => {
  it('refuses Basic with a 403 naming Enterprise, and lets Enterprise create one', async () => {
    const basic = await buildUser(t, { plan: 'basic' });
    const res = await basic.post('/api/teams', { name: 'Growth' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/Enterprise/);
    expect((await basic.get('/api/teams')).json()).toEqual([]);
    const enterprise = await buildUser(t, { plan: 'enterprise' });
    expect((await enterprise.post('/api/teams', { name: 'Growth' })).statusCode).toBe(201);
  });
});
