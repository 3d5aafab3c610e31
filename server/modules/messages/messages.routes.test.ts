import { describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/documents';
import { useTestApp } from '../../test/harness';
import { dataOf, readReplyChunks, readReplyMessage, textDeltas } from '../../test/reply-stream';
import { twoUsers } from '../../test/two-users';
import { AI_CALLS_PER_MINUTE } from '../ai/ai.service';

const t = useTestApp();

async function newChat(agent: Awaited<ReturnType<typeof twoUsers>>['ann'], type = 'prd') {
  return (await agent.post('/api/documents', { title: `New ${type} Document`, content: '', type })).json() as { id: string };
}

describe('chat messages with the offline engine', () => {
  it('saves the user message and the reply, and lists them in order', async () => {
    const { ann } = await twoUsers(t);
    const doc = await newChat(ann);
    const res = await ann.post(`/api/documents/${doc.id}/messages`, { content: 'Our product is called Acme Notes', isQuestion: false });
    expect(res.statusCode).toBe(200);
    const [user, assistant] = res.json();
    expect(user).toMatchObject({ role: 'user', content: 'Our product is called Acme Notes', isQuestion: false });
    expect(assistant.role).toBe('assistant');
    expect(assistant.content).toMatch(/offline/i);
    const list = (await ann.get(`/api/documents/${doc.id}/messages`)).json();
    expect(list.map((m: { id: string }) => m.id)).toEqual([user.id, assistant.id]);
  });

  it('streams the reply as a UI message stream when asked', async () => {
    const { ann } = await twoUsers(t);
    const doc = await newChat(ann);
    const res = await ann.post(`/api/documents/${doc.id}/messages`, { content: 'Draft a PRD outline' }, { accept: 'text/event-stream' });
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(res.headers['x-vercel-ai-ui-message-stream']).toBe('v1');
    const chunks = await readReplyChunks(res.body);
    expect(chunks.map((c) => c.type).filter((type, i, all) => type !== all[i - 1])).toEqual([
      'start',
      'data-user-message',
      'text-start',
      'text-delta',
      'text-end',
      'data-saved-messages',
      'finish',
    ]);
    const deltas = textDeltas(chunks);
    expect(deltas.length).toBeGreaterThan(1);
    const [saved] = dataOf(chunks, 'saved-messages') as { role: string; content: string }[][];
    expect(saved?.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(saved?.[1]?.content).toBe(deltas.join(''));
    // A client of the AI SDK builds the assistant message the server saved.
    const message = await readReplyMessage(res.body);
    expect(message).toMatchObject({ role: 'assistant', parts: [{ type: 'text', text: saved?.[1]?.content, state: 'done' }] });
    expect((await ann.get(`/api/documents/${doc.id}/messages`)).json()).toHaveLength(2);
  });

  it("answers another user's chat with a JSON 404 before any stream, and writes nothing", async () => {
    const { ann, bob } = await twoUsers(t);
    const doc = await newChat(ann);
    const res = await bob.post(`/api/documents/${doc.id}/messages`, { content: 'Hi' }, { accept: 'text/event-stream' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect((await bob.post(`/api/documents/${doc.id}/reply`, undefined, { accept: 'text/event-stream' })).statusCode).toBe(404);
    expect(await t.database.db.select().from(messages)).toHaveLength(0);
  });

  it('refuses blank and over-long messages and writes nothing', async () => {
    const { ann } = await twoUsers(t);
    const doc = await newChat(ann);
    const blank = await ann.post(`/api/documents/${doc.id}/messages`, { content: '   ', isQuestion: false });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('content: content must not be empty');
    const long = await ann.post(`/api/documents/${doc.id}/messages`, { content: 'a'.repeat(100 * 1024 + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('content: content must be at most 100 KB');
    const missing = await ann.post(`/api/documents/${doc.id}/messages`, {});
    expect(missing.statusCode).toBe(400);
    expect(await t.database.db.select().from(messages)).toHaveLength(0);
  });

  it('limits AI requests per user with a clear message', async () => {
    t.clock.drivesDate();
    const { ann, bob } = await twoUsers(t);
    const doc = await newChat(ann);
    for (let i = 0; i < AI_CALLS_PER_MINUTE; i++) {
      expect((await ann.post(`/api/documents/${doc.id}/messages`, { content: `m${i}` })).statusCode).toBe(200);
    }
    const limited = await ann.post(`/api/documents/${doc.id}/messages`, { content: 'one more' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/too fast/);
    expect((await ann.get(`/api/documents/${doc.id}/messages`)).json()).toHaveLength(AI_CALLS_PER_MINUTE * 2);
    const bobDoc = await newChat(bob);
    expect((await bob.post(`/api/documents/${bobDoc.id}/messages`, { content: 'hi' })).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await ann.post(`/api/documents/${doc.id}/messages`, { content: 'later' })).statusCode).toBe(200);
  });

  it('generates and saves a short title', async () => {
    const { ann } = await twoUsers(t);
    const doc = await newChat(ann);
    const res = await ann.post(`/api/documents/${doc.id}/generate-title`, {
      content: 'Hi! Can you help me plan a referral program for our B2B invoicing app so that small agencies invite peers?',
    });
    expect(res.statusCode).toBe(200);
    const { title } = res.json();
    expect(title.length).toBeGreaterThan(3);
    expect(title.length).toBeLessThanOrEqual(60);
    expect((await ann.get(`/api/documents/${doc.id}`)).json().title).toBe(title);
    const oldClient = 'product_name: Pulse\ntarget_audience: remote managers\n\nHow should I prioritise the roadmap for Q3?';
    const fromBlock = await ann.post(`/api/documents/${doc.id}/generate-title`, { content: oldClient });
    expect(fromBlock.json().title).toBe('Prioritise the roadmap for Q3');
  });

  it('names a journey chat after its journey and product, and a plain chat after its question', async () => {
    const { ann } = await twoUsers(t);
    const prd = (await ann.post('/api/documents', { title: 'New PRD Document', content: '', type: 'prd' })).json();
    const explore = (await ann.post('/api/documents', { title: 'New Explore Document', content: '', type: 'explore' })).json();
    const titled = async (id: string, title: string, content: string) => {
      await ann.request('PUT', `/api/documents/${id}`, { title });
      return (await ann.post(`/api/documents/${id}/generate-title`, { content })).json().title as string;
    };
    expect(await titled(prd.id, 'New PRD Document', 'Instant Pay, an app that lets hourly workers cash out earned wages.')).toBe(
      'PRD: Instant Pay',
    );
    expect(await titled(prd.id, 'New Prd Document', 'Instant Pay')).toBe('PRD: Instant Pay');
    expect(await titled(prd.id, 'New PRD Document', 'we think small bakeries would pay for stock forecasts')).toMatch(/^PRD: \S/);
    expect(await titled(explore.id, 'New Explore Document', 'Ledgerly — invoicing for freelancers')).toBe('Feature exploration: Ledgerly');
    expect(await titled(explore.id, 'New Chat', 'How should I prioritise the roadmap for Q3?')).toBe('Prioritise the roadmap for Q3');
  });

  it("stores an upload as a file part and an old client's context block beside the words", async () => {
    const { ann } = await twoUsers(t);
    const doc = await newChat(ann);
    const image = '![Uploaded Image](/uploads/11111111-1111-4111-8111-111111111111.png)';
    const sent = (await ann.post(`/api/documents/${doc.id}/messages`, { content: image, isQuestion: true })).json();
    expect(sent[0]).toMatchObject({ content: image, parts: [{ type: 'file', mediaType: 'image/png', url: image.slice(18, -1) }] });
    const words = (await ann.post(`/api/documents/${doc.id}/messages`, { content: 'goal: learn fast\n\nWhere do we start?' })).json();
    expect(words[0]).toMatchObject({ content: 'Where do we start?', parts: [{ type: 'text', text: 'Where do we start?' }] });
    const listed = (await ann.get(`/api/documents/${doc.id}/messages`)).json() as { content: string }[];
    expect(listed.map((m) => m.content).slice(0, 2)).toEqual([image, 'Where do we start?']);
  });

  it('has nothing to retry when the last message is answered', async () => {
    const { ann } = await twoUsers(t);
    const doc = await newChat(ann);
    await ann.post(`/api/documents/${doc.id}/messages`, { content: 'hello' });
    const retry = await ann.post(`/api/documents/${doc.id}/reply`);
    expect(retry.statusCode).toBe(400);
    expect(retry.json().message).toBe('There is no unanswered message to retry');
  });
});

describe('memories', () => {
  it('upserts by key, lists by importance, corrects and forgets', async () => {
    const { ann } = await twoUsers(t);
    const doc = await newChat(ann);
    const url = `/api/documents/${doc.id}/memories`;
    await ann.post(url, { key: 'target_audience', value: 'freelancers', importance: 4 });
    await ann.post(url, { key: 'product_name', value: 'Acme', importance: 5 });
    await ann.post(url, { key: 'product_name', value: 'Acme Notes', importance: 5 });
    const list = (await ann.get(url)).json();
    expect(list.map((m: { key: string; value: string }) => `${m.key}=${m.value}`)).toEqual([
      'product_name=Acme Notes',
      'target_audience=freelancers',
    ]);
    expect((await ann.request('DELETE', `${url}/target_audience`)).statusCode).toBe(200);
    expect((await ann.get(url)).json()).toHaveLength(1);
    expect((await ann.request('DELETE', `${url}/target_audience`)).statusCode).toBe(404);
  });

  it("uses the key's own importance when none is given and refuses bad keys", async () => {
    const { ann } = await twoUsers(t);
    const doc = await newChat(ann);
    const url = `/api/documents/${doc.id}/memories`;
    expect((await ann.post(url, { key: 'business_goals', value: 'grow 20%' })).json().importance).toBe(5);
    const bad = await ann.post(url, { key: 'Bad Key!', value: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^key: /);
    expect((await ann.post(url, { key: 'pain_points', value: '  ' })).statusCode).toBe(400);
  });
});

describe('guided questionnaire answers', () => {
  it('saves an answer (isQuestion) without asking the engine', async () => {
    const { ann } = await twoUsers(t);
    const doc = await newChat(ann);
    const res = await ann.post(`/api/documents/${doc.id}/messages`, { content: 'Acme Notes', isQuestion: true });
    expect(res.json()).toMatchObject([{ role: 'user', content: 'Acme Notes', isQuestion: true }]);
    expect((await ann.get(`/api/documents/${doc.id}/messages`)).json()).toHaveLength(1);
  });
});
