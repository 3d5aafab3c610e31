import { describe, expect, it } from 'vitest';
import { cookieOf, settled } from '../../test/event-stream-client';
import { buildDocument, buildUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { useLateSecondServer } from '../../test/late-server';

const t = useTestApp({ PLAN_LIMITS: 'off' });
/** While `late.holding`, the second server hears nothing: notifications wait, as on a busy server. */
const { second, late, release } = useLateSecondServer(t);

const onB = async (cookie: string, url: string) => (await second()).app.inject({ method: 'GET', url, headers: { cookie } });
const idsOf = (res: { json(): unknown }) => (res.json() as { items: { id: string }[] }).items.map((d) => d.id);

describe('removing a member, with two app servers on one database', () => {
  it('cuts their access on the other server at the very next request, its remembered lists included', async () => {
    await second();
    const owner = await buildUser(t);
    const viewer = await buildUser(t);
    const team = (await owner.post('/api/teams', { name: 'Growth' })).json() as { id: string };
    await owner.post(`/api/teams/${team.id}/invites`, { email: viewer.user.email, role: 'viewer' });
    const doc = await buildDocument(owner, { title: 'Roadmap', teamId: team.id });
    const cookie = cookieOf(viewer.jar);
    // B answers the viewer, and remembers the page of their list.
    expect((await onB(cookie, `/api/documents/${doc.id}`)).statusCode).toBe(200);
    expect(idsOf(await onB(cookie, '/api/documents?limit=5'))).toContain(doc.id);
    expect(idsOf(await onB(cookie, '/api/documents?limit=5'))).toContain(doc.id);

    // A removes the viewer while B hears late: A answers only once B has heard.
    late.holding = true;
    const removal = owner.request('DELETE', `/api/teams/${team.id}/members/${viewer.user.id}`);
    await late.news.until(() => late.held.length > 0);
    expect(await settled(removal)).toBe(false);
    release();
    expect((await removal).statusCode).toBe(200);

    expect((await onB(cookie, `/api/documents/${doc.id}`)).statusCode).toBe(404);
    expect(idsOf(await onB(cookie, '/api/documents?limit=5'))).not.toContain(doc.id);
    expect((await onB(cookie, `/api/teams/${team.id}/members`)).statusCode).toBe(404);
  });
});
