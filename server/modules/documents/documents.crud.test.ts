import { describe, expect, it } from 'vitest';
import { documents } from '../../db/schema/documents';
import { createAgent } from '../../test/agent';
import { useTestApp } from '../../test/harness';
import { twoUsers } from '../../test/two-users';

const t = useTestApp();

describe('documents API', () => {
  it('creates, reads, updates and deletes a chat document', async () => {
    const { ann } = await twoUsers(t);
    const created = await ann.post('/api/documents', { title: 'New Prd Document', content: '', type: 'prd' });
    expect(created.statusCode).toBe(201);
    const doc = created.json();
    expect(doc).toMatchObject({ title: 'New Prd Document', type: 'prd', content: '' });

    expect((await ann.get(`/api/documents/${doc.id}`)).json()).toMatchObject({ id: doc.id, title: 'New Prd Document' });
    const renamed = await ann.request('PUT', `/api/documents/${doc.id}`, { title: 'Checkout revamp' });
    expect(renamed.json()).toMatchObject({ id: doc.id, title: 'Checkout revamp', type: 'prd' });

    const deleted = await ann.request('DELETE', `/api/documents/${doc.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await ann.get(`/api/documents/${doc.id}`)).statusCode).toBe(404);
    expect((await ann.get('/api/documents')).json()).toEqual([]);
  });

  it("defaults to 'New Chat' of type explore", async () => {
    const { ann } = await twoUsers(t);
    expect((await ann.post('/api/documents', {})).json()).toMatchObject({ title: 'New Chat', type: 'explore' });
  });

  it("answers 404 for another user's document, exactly like a missing one, and changes nothing", async () => {
    const { ann, bob } = await twoUsers(t);
    const doc = (await ann.post('/api/documents', { title: 'Secret plan', type: 'explore' })).json();
    for (const res of [
      await bob.get(`/api/documents/${doc.id}`),
      await bob.request('PUT', `/api/documents/${doc.id}`, { title: 'Hacked' }),
      await bob.request('DELETE', `/api/documents/${doc.id}`),
      await bob.get(`/api/documents/${doc.id}/messages`),
      await bob.post(`/api/documents/${doc.id}/messages`, { content: 'hi', isQuestion: false }),
      await bob.get(`/api/documents/${doc.id}/memories`),
      await bob.post(`/api/documents/${doc.id}/memories`, { key: 'product_name', value: 'X', importance: 5 }),
      await bob.post(`/api/documents/${doc.id}/generate-title`, { content: 'hello' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Document not found');
    }
    expect((await bob.get('/api/documents/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await bob.get('/api/documents/not-an-id')).statusCode).toBe(404);
    expect((await ann.get(`/api/documents/${doc.id}`)).json().title).toBe('Secret plan');
  });

  it('refuses bad input with a message naming the field, and writes nothing', async () => {
    const { ann } = await twoUsers(t);
    const badType = await ann.post('/api/documents', { title: 'x', type: 'poem' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toMatch(/^type: /);
    const longTitle = await ann.post('/api/documents', { title: 'x'.repeat(201) });
    expect(longTitle.statusCode).toBe(400);
    expect(longTitle.json().message).toBe('title: title must be at most 200 characters');
    const huge = await ann.post('/api/documents', { title: 'x', content: 'a'.repeat(2 * 1024 * 1024 + 1) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('content: content must be at most 2 MB');
    const tooBig = await ann.post('/api/documents', { content: 'a'.repeat(3 * 1024 * 1024 + 10) });
    expect(tooBig.statusCode).toBe(413);
    expect(await t.database.db.select().from(documents)).toHaveLength(0);
  });

  it('sanitises stored HTML whatever the client sends', async () => {
    const { ann } = await twoUsers(t);
    const doc = (
      await ann.post('/api/documents', {
        type: 'enhance',
        content: '<h1 onclick="x()">Title</h1><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">l</a>',
      })
    ).json();
    expect(doc.content).toBe('<h1>Title</h1><a>l</a>');
    const updated = await ann.request('PUT', `/api/documents/${doc.id}`, { id: doc.id, content: '<p>ok<iframe></iframe></p>' });
    expect(updated.json().content).toBe('<p>ok</p>');
    const mismatch = await ann.request('PUT', `/api/documents/${doc.id}`, { id: 'other', title: 'x' });
    expect(mismatch.statusCode).toBe(400);
  });

  it('answers 401 to a visitor', async () => {
    const visitor = createAgent(t.app);
    expect((await visitor.post('/api/documents', { title: 'x' })).statusCode).toBe(401);
    expect((await visitor.get('/api/questionnaires/prd')).statusCode).toBe(401);
  });

  it('serves the questionnaire of each journey', async () => {
    const { ann } = await twoUsers(t);
    const prd = await ann.get('/api/questionnaires/prd');
    expect(prd.statusCode).toBe(200);
    expect(prd.json().type).toBe('prd');
    expect(prd.json().questions[0]).toEqual({ key: expect.any(String), question: expect.any(String) });
    expect((await ann.get('/api/questionnaires/poem')).statusCode).toBe(404);
  });
});
