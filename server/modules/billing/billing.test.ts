import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { buildDocument, buildUser } from '../../test/factories';
import { PLAN_LIMIT_MESSAGE } from './billing.service';

const t = useTestApp();

describe('Basic plan limit of 3 documents per calendar month', () => {
  it('counts chats, documents and designs, refuses the 4th with a clear message, and resets next month', async () => {
    const a = await buildUser(t);
    t.clock.set(new Date('2026-03-31T23:58:00Z'));
    expect((await a.post('/api/documents', { type: 'explore' })).statusCode).toBe(201);
    expect((await a.post('/api/documents', { type: 'enhance' })).statusCode).toBe(201);
    expect((await a.post('/api/designs', { title: 'Screen' })).statusCode).toBe(201);
    expect((await a.get('/api/account/usage')).json()).toMatchObject({ plan: 'basic', limit: 3, used: 3 });

    const fourth = await a.post('/api/documents', { type: 'prd' });
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json().message).toBe(PLAN_LIMIT_MESSAGE);
    expect(fourth.json().message).toMatch(/3 documents per month.*Pro/);
    expect((await a.post('/api/designs', { title: 'x' })).statusCode).toBe(403);
    expect((await a.get('/api/documents')).json()).toHaveLength(2);

    const doc = (await a.get('/api/documents')).json()[0];
    await a.request('DELETE', `/api/documents/${doc.id}`);
    expect((await a.post('/api/documents', { type: 'prd' })).statusCode).toBe(403);

    t.clock.set(new Date('2026-04-01T00:00:01Z'));
    expect((await a.get('/api/account/usage')).json()).toMatchObject({ used: 0, periodStart: '2026-04-01T00:00:00.000Z' });
    expect((await a.post('/api/documents', { type: 'prd' })).statusCode).toBe(201);
  });

  it('does not limit the Pro plan', async () => {
    const a = await buildUser(t, { plan: 'pro' });
    for (let i = 0; i < 5; i++) await buildDocument(a);
    expect((await a.get('/api/account/usage')).json()).toMatchObject({ plan: 'pro', limit: null, used: 5 });
  });
});
