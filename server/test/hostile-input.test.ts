import { describe, expect, it } from 'vitest';
import { memories } from '../db/schema/documents';
import { MESSAGES } from '../modules/uploads/file-check';
import { createAgent, signIn, type Agent } from './agent';
import { useTestApp } from './harness';
import { multipartBody } from './multipart';

const t = useTestApp({ PLAN_LIMITS: 'off' });
const NUL = 'a\u0000b';

async function users() {
  const ann = createAgent(t.app, { ip: '10.7.0.1' });
  const admin = createAgent(t.app, { ip: '10.7.0.2' });
  await signIn(ann, 'ann@example.com', t.sink.mails);
  await signIn(admin, 'admin@example.com', t.sink.mails);
  const doc = (await ann.post('/api/documents', { title: 'Plan', content: '<p>x</p>', type: 'enhance' })).json() as { id: string };
  const design = (await ann.post('/api/designs', { title: 'Screen' })).json() as { id: string };
  // Template sections outlive the users wiped between tests: each test makes its own.
  const name = `Base ${Math.random().toString(36).slice(2, 8)}`;
  const section = (await admin.post('/api/template-sections', { name })).json() as { id: string };
  return { ann, admin, doc: doc.id, design: design.id, section: section.id, sectionName: name };
}

describe('a NUL byte', () => {
  it('is refused with a 400 naming the field, in every text field and path parameter', async () => {
    const { ann, admin, doc, design, section } = await users();
    const visitor = createAgent(t.app, { ip: '10.7.0.3' });
    const cases: [Agent, 'POST' | 'PUT' | 'DELETE' | 'GET', string, Record<string, unknown> | undefined, string][] = [
      [visitor, 'POST', '/api/request-otp', { email: `a${NUL}@example.com` }, 'email'],
      [visitor, 'POST', '/api/verify-otp', { otp: `1${NUL}` }, 'otp'],
      [ann, 'POST', '/api/documents', { title: NUL }, 'title'],
      [ann, 'PUT', `/api/documents/${doc}`, { title: NUL }, 'title'],
      [ann, 'PUT', `/api/documents/${doc}`, { id: NUL, title: 'x' }, 'id'],
      [ann, 'POST', `/api/documents/${doc}/messages`, { content: NUL }, 'content'],
      [ann, 'POST', `/api/documents/${doc}/generate-title`, { content: NUL }, 'content'],
      [ann, 'POST', `/api/documents/${doc}/memories`, { key: 'goal', value: NUL }, 'value'],
      [ann, 'POST', `/api/documents/${doc}/memories`, { key: NUL, value: 'x' }, 'key'],
      [ann, 'POST', '/api/designs', { title: NUL }, 'title'],
      [ann, 'POST', `/api/designs/${design}/messages`, { content: NUL }, 'content'],
      [ann, 'POST', '/api/feedback', { feedback: NUL }, 'feedback'],
      [ann, 'DELETE', '/api/account', { confirm: NUL }, 'confirm'],
      [admin, 'POST', '/api/template-sections', { name: NUL }, 'name'],
      [admin, 'POST', '/api/templates', { sectionId: section, title: NUL, content: 'x' }, 'title'],
      [admin, 'POST', '/api/templates', { sectionId: NUL, title: 'x', content: 'x' }, 'sectionId'],
      [admin, 'PUT', '/api/admin/questionnaires/explore', { questions: [{ key: NUL, question: 'q' }] }, 'questions.0.key'],
      [ann, 'GET', `/api/documents/${encodeURIComponent(NUL)}`, undefined, 'id'],
      [ann, 'DELETE', `/api/documents/${doc}/memories/${encodeURIComponent(NUL)}`, undefined, 'key'],
      [ann, 'GET', `/uploads/${encodeURIComponent(NUL)}`, undefined, 'key'],
      [ann, 'GET', `/api/questionnaires/${encodeURIComponent(NUL)}`, undefined, 'type'],
    ];
    for (const [agent, method, url, body, field] of cases) {
      const res = await agent.request(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().message, `${method} ${url}`).toContain(`${field}: `);
    }
  });

  it('is dropped from document HTML instead, so a paste never blocks a save', async () => {
    const { ann, doc } = await users();
    const res = await ann.request('PUT', `/api/documents/${doc}`, { content: `<p>be${NUL}fore\u000b</p>` });
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toBe('<p>beabfore</p>');
  });
});

describe('names Object already has', () => {
  it('are ordinary memory keys', async () => {
    const { ann, doc } = await users();
    for (const key of ['constructor', 'prototype', 'to_string', 'has_own_property']) {
      const res = await ann.post(`/api/documents/${doc}/memories`, { key, value: 'v' });
      expect(res.statusCode, key).toBe(200);
      expect(res.json()).toMatchObject({ key, importance: 1 });
    }
    expect(await t.database.db.select().from(memories)).toHaveLength(4);
    expect((await ann.request('DELETE', `/api/documents/${doc}/memories/constructor`)).statusCode).toBe(200);
    expect((await ann.request('DELETE', `/api/documents/${doc}/memories/__proto__`)).statusCode).toBe(404);
  });

  it('are ordinary file names', async () => {
    const { ann } = await users();
    const form = multipartBody('file', Buffer.from('text'), 'notes.constructor', 'text/plain');
    const res = await ann.post('/api/upload', form.body, { 'content-type': form.contentType });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.wrongType);
  });
});

describe('duplicates', () => {
  it('answer 409 wherever a unique rule is broken', async () => {
    const { admin, section, sectionName } = await users();
    const first = await admin.post('/api/templates', { sectionId: section, title: 'Same', content: 'x' });
    expect(first.statusCode, first.body).toBe(201);
    const again = await admin.post('/api/templates', { sectionId: section, title: 'Same', content: 'y' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A template with this title already exists in this section');
    const other = (await admin.post('/api/templates', { sectionId: section, title: 'Other', content: 'x' })).json();
    expect((await admin.request('PUT', `/api/templates/${other.id}`, { sectionId: section, title: 'Same', content: 'x' })).statusCode).toBe(
      409,
    );
    const second = (await admin.post('/api/template-sections', { name: `${sectionName} 2` })).json();
    const renamed = await admin.request('PUT', `/api/template-sections/${second.id}`, { name: sectionName });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe('A section with this name already exists');
  });
});

describe('empty updates', () => {
  it('answer 400 and change nothing', async () => {
    const { ann, doc, design } = await users();
    const before = (await ann.get(`/api/documents/${doc}`)).json();
    for (const [url, body] of [
      [`/api/documents/${doc}`, {}],
      [`/api/documents/${doc}`, { id: doc }],
      [`/api/designs/${design}`, {}],
    ] as const) {
      const res = await ann.request('PUT', url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Nothing to change/);
    }
    expect((await ann.get(`/api/documents/${doc}`)).json().updatedAt).toBe(before.updatedAt);
  });
});

describe('413 messages', () => {
  it('name the limit of the route', async () => {
    const { ann, doc } = await users();
    const upload = (url: string, field: string, bytes: number, name: string) => {
      const form = multipartBody(field, Buffer.alloc(bytes, 'a'), name, 'text/plain');
      return ann.post(url, form.body, { 'content-type': form.contentType });
    };
    const imported = await upload('/api/documents/import', 'file', 5 * 1024 * 1024 + 1, 'big.txt');
    expect(imported.statusCode).toBe(413);
    expect(imported.json().message).toBe(MESSAGES.documentTooBig);
    const uploaded = await upload('/api/upload', 'file', 10 * 1024 * 1024 + 1, 'big.txt');
    expect(uploaded.statusCode).toBe(413);
    expect(uploaded.json().message).toBe(MESSAGES.fileTooBig);
    const analysed = await upload('/api/analyze-design', 'image', 10 * 1024 * 1024 + 1, 'big.png');
    expect(analysed.statusCode).toBe(413);
    expect(analysed.json().message).toBe(MESSAGES.imageTooBig);
    const body = await ann.request('PUT', `/api/documents/${doc}`, { content: 'x'.repeat(3 * 1024 * 1024) });
    expect(body.statusCode).toBe(413);
    expect(body.json().message).toBe('The request is too large: at most 3 MB.');
  });
});

describe('malformed multipart bodies', () => {
  it.each(['/api/upload', '/api/documents/import', '/api/analyze-design'])('answer 400 on %s', async (url) => {
    const { ann } = await users();
    const field = url === '/api/analyze-design' ? 'image' : 'file';
    const whole = multipartBody(field, Buffer.from('hello'), 'a.txt', 'text/plain');
    for (const [contentType, body] of [
      [whole.contentType, whole.body.subarray(0, 70)],
      ['multipart/form-data', whole.body],
      [whole.contentType, Buffer.from('garbage')],
    ] as const) {
      const res = await ann.post(url, body, { 'content-type': contentType });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`^${field}: `));
    }
  });
});
