import { describe, expect, it } from 'vitest';
import { createAgent, signIn } from '../../test/agent';
import { useTestApp } from '../../test/harness';

const t = useTestApp();

async function people() {
  const admin = createAgent(t.app, { ip: '10.2.0.1' });
  const user = createAgent(t.app, { ip: '10.2.0.2' });
  await signIn(admin, 'admin@example.com', t.sink.mails);
  const me = await signIn(user, 'pm@example.com', t.sink.mails);
  return { admin, user, visitor: createAgent(t.app), userId: me.id };
}

describe('admin API', () => {
  it('answers 401 to visitors and 403 to users on every admin route, even with a bad body', async () => {
    const { user, visitor } = await people();
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/prompts'],
      ['GET', '/api/admin/questionnaires'],
      ['GET', '/api/admin/feedback'],
      ['PUT', '/api/admin/prompts/x', { nope: 1 }],
      ['PUT', '/api/admin/questionnaires/prd', { questions: 'bad' }],
      ['PATCH', '/api/admin/users/x', { plan: 'gold' }],
      ['POST', '/api/admin/users/x/end-sessions'],
      ['POST', '/api/template-sections', { name: '' }],
      ['PUT', '/api/template-sections/x', {}],
      ['DELETE', '/api/template-sections/x'],
      ['POST', '/api/templates', {}],
      ['PUT', '/api/templates/x', {}],
      ['DELETE', '/api/templates/x'],
    ];
    for (const [method, url, body] of routes) {
      expect((await visitor.request(method as 'GET', url, body as object)).statusCode, `${method} ${url}`).toBe(401);
      const res = await user.request(method as 'GET', url, body as object);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe('This area is for administrators only');
    }
  });

  it('lists users, grants admin, changes a plan and ends sessions', async () => {
    const { admin, user, userId } = await people();
    const list = (await admin.get('/api/admin/users')).json();
    expect(list.map((u: { email: string }) => u.email).sort()).toEqual(['admin@example.com', 'pm@example.com']);
    expect(list[0]).toEqual({
      id: expect.any(String),
      email: expect.any(String),
      otpVerified: true,
      isAdmin: expect.any(Boolean),
      plan: 'basic',
      createdAt: expect.any(String),
    });

    const pro = await admin.request('PATCH', `/api/admin/users/${userId}`, { plan: 'pro' });
    expect(pro.json()).toMatchObject({ plan: 'pro', isAdmin: false });
    expect((await user.get('/api/user')).json().plan).toBe('pro');
    const granted = await admin.request('PATCH', `/api/admin/users/${userId}`, { isAdmin: true });
    expect(granted.json().isAdmin).toBe(true);
    expect((await user.get('/api/admin/users')).statusCode).toBe(200);

    const bad = await admin.request('PATCH', `/api/admin/users/${userId}`, { plan: 'gold' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('plan: plan must be one of basic, pro, enterprise');

    expect((await admin.post(`/api/admin/users/${userId}/end-sessions`)).statusCode).toBe(200);
    expect((await user.get('/api/user')).statusCode).toBe(401);
    expect((await admin.post('/api/admin/users/00000000-0000-4000-8000-000000000000/end-sessions')).statusCode).toBe(404);
  });

  it('does not let an admin revoke their own rights', async () => {
    const { admin } = await people();
    const me = (await admin.get('/api/user')).json();
    const res = await admin.request('PATCH', `/api/admin/users/${me.id}`, { isAdmin: false });
    expect(res.statusCode).toBe(400);
  });

  it('edits prompts and questionnaires; the next chat uses them', async () => {
    const { admin, user } = await people();
    const prompts = (await admin.get('/api/admin/prompts')).json();
    expect(prompts.map((p: { type: string }) => p.type).sort()).toEqual(['chat', 'design_analysis', 'document_feedback', 'title']);
    const chat = prompts.find((p: { type: string }) => p.type === 'chat');
    const saved = await admin.request('PUT', `/api/admin/prompts/${chat.id}`, { ...chat, content: 'Be brief.' });
    expect(saved.json()).toEqual({ id: chat.id, type: 'chat', content: 'Be brief.' });
    expect((await admin.get('/api/admin/prompts')).json().find((p: { id: string }) => p.id === chat.id).content).toBe('Be brief.');

    const questions = [
      { key: 'product_name', question: 'What is it called?' },
      { key: '', question: '' },
    ];
    const q = await admin.request('PUT', '/api/admin/questionnaires/prd', { type: 'prd', questions });
    expect(q.json()).toMatchObject({ type: 'prd', questions });
    expect((await user.get('/api/questionnaires/prd')).json().questions).toEqual(questions);
    expect((await admin.request('PUT', '/api/admin/questionnaires/poem', { questions })).statusCode).toBe(404);
    const notList = await admin.request('PUT', '/api/admin/questionnaires/prd', { questions: 'x' });
    expect(notList.statusCode).toBe(400);
  });

  it('lists the feedback users sent', async () => {
    const { admin, user } = await people();
    expect((await user.post('/api/feedback', { feedback: 'Love the guided chat' })).statusCode).toBe(201);
    const empty = await user.post('/api/feedback', { feedback: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('feedback: Please write your feedback before sending it');
    expect((await admin.get('/api/admin/feedback')).json()).toMatchObject([{ email: 'pm@example.com', feedback: 'Love the guided chat' }]);
  });
});
