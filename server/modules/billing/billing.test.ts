import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { buildDocument, buildTemplate, buildUser } from '../../test/factories';
import { PLAN_LIMIT_MESSAGE } from './billing.service';

const t = useTestApp({ PLAN_LIMITS: 'on' });

describe('Basic plan limit of 3 documents per calendar month (PLAN_LIMITS=on)', () => {
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

  it('never caps an administrator, on the Basic plan too, whichever way they create', async () => {
    const admin = await buildUser(t, { admin: true });
    expect(admin.user.plan).toBe('basic');
    for (let i = 0; i < 4; i++) await buildDocument(admin);
    expect((await admin.post('/api/designs', { title: 'Screen' })).statusCode).toBe(201);
    const { template } = await buildTemplate(t, { title: 'Launch brief', content: '<p>Goal</p>' });
    expect((await admin.post(`/api/templates/${template.id}/use`)).statusCode).toBe(201);
    expect((await admin.get('/api/account/usage')).json()).toMatchObject({ plan: 'basic', limit: null, used: 6 });
  });

  it('caps a user again once their administrator rights are revoked', async () => {
    const a = await buildUser(t, { admin: true });
    for (let i = 0; i < 3; i++) await buildDocument(a);
    const demoted = await buildUser(t, { email: a.user.email, admin: false });
    expect((await demoted.post('/api/documents', { type: 'prd' })).statusCode).toBe(403);
    expect((await demoted.get('/api/account/usage')).json()).toMatchObject({ limit: 3, used: 3 });
  });
});
