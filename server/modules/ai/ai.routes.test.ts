import { describe, expect, it } from 'vitest';
import { createAgent } from '../../test/agent';
import { buildUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';

const t = useTestApp();

describe('GET /api/ai/status', () => {
  it('tells a signed-in user that the offline engine answers, and nobody else', async () => {
    const pm = await buildUser(t);
    expect((await pm.get('/api/ai/status')).json()).toEqual({ engine: 'offline', provider: 'offline', model: 'northstar-rules-1' });
    expect((await createAgent(t.app).get('/api/ai/status')).statusCode).toBe(401);
  });
});
