import { beforeEach, describe, expect, it } from 'vitest';
import { EDIT_NOT_FOUND } from '../suggestions/suggestions.service';
import type { Agent } from '../../test/agent';
import { useFakeLlmApp } from '../../test/fake-llm-app';
import { twoUsers } from '../../test/two-users';

type Body = { messages?: { role: string; content?: unknown }[]; tools?: { function?: { name: string } }[] };
type Part = { type: string; state?: string; input?: unknown; output?: Record<string, unknown>; errorText?: string };

describe('the workspace tools for a model (search my work, memory, documents)', () => {
  const { t, llm } = useFakeLlmApp('openai-compatible');
  beforeEach(() => {
    llm.fake.state.chunks = ['Done.'];
  });
  const streamed = () => llm.fake.state.requests.filter((r) => r.body.stream).map((r) => r.body as Body);
  const offered = (body: Body | undefined) => (body?.tools ?? []).map((x) => x.function?.name);
  /** What the model read back as tool results in a request. */
  const toolResults = (body: Body | undefined) => JSON.stringify((body?.messages ?? []).filter((m) => m.role === 'tool'));
  const call = (name: string, input: unknown, id = `call_${name}`) => ({ id, name, arguments: JSON.stringify(input) });

  const newDoc = async (agent: Agent, body: Record<string, unknown>) => (await agent.post('/api/documents', body)).json() as { id: string };
  async function ask(agent: Agent, docId: string, content: string, ...calls: ReturnType<typeof call>[]) {
    llm.fake.state.toolTurns.push({ calls });
    const res = await agent.post(`/api/documents/${docId}/messages`, { content });
    expect(res.statusCode).toBe(200);
    const [, reply] = res.json() as [unknown, { content: string; parts: Part[] }];
    return reply;
  }

  it("searches the user's own work and quotes it with links, never another user's", async () => {
    const { ann, bob } = await twoUsers(t);
    const memo = await newDoc(ann, { type: 'enhance', title: 'Pricing memo', content: '<p>We decided per-seat pricing at $12.</p>' });
    await newDoc(bob, { type: 'enhance', title: 'Bob pricing secrets', content: '<p>Bob decided pricing at $99.</p>' });
    const chat = await newDoc(ann, { type: 'explore' });
    const reply = await ask(ann, chat.id, 'What did we decide about pricing?', call('search_my_work', { query: 'pricing' }));

    const [first, second] = streamed();
    expect(offered(first)).toEqual(expect.arrayContaining(['sample_size', 'search_my_work', 'remember_fact', 'create_document']));
    expect(offered(first)).not.toContain('suggest_edit');
    expect(toolResults(second)).toContain('Pricing memo');
    expect(toolResults(second)).toContain(`/documents?id=${memo.id}`);
    expect(toolResults(second)).not.toContain('Bob');
    const part = reply.parts.find((p) => p.type === 'tool-search_my_work');
    expect(part).toMatchObject({ state: 'output-available', input: { query: 'pricing' } });
    expect(part?.output?.matches).toEqual([
      { title: 'Pricing memo', kind: 'document', quote: expect.stringContaining('per-seat pricing'), link: `/documents?id=${memo.id}` },
    ]);
    expect(reply.parts.at(-1)).toEqual({ type: 'text', text: 'Done.' });
  });

  it('answers bad input with an error result the model reads and can correct', async () => {
    const { ann } = await twoUsers(t);
    const chat = await newDoc(ann, { type: 'explore' });
    const reply = await ask(
      ann,
      chat.id,
      'Find it',
      call('search_my_work', { query: '  ' }),
      call('create_document', { title: 'X' }, 'c2'),
    );
    expect(reply.parts.map((p) => p.state ?? p.type)).toEqual(['output-error', 'output-error', 'text']);
    expect(reply.parts[0]?.errorText).toBe('Invalid input: query must not be empty');
    expect(reply.parts[1]?.errorText).toContain('markdown must be text');
    expect(toolResults(streamed()[1])).toContain('query must not be empty');
    expect((await ann.get('/api/documents')).json()).toHaveLength(1);
  });

  it('proposes a fact: listed as proposed, not sent to the model until the user keeps it', async () => {
    const { ann, bob } = await twoUsers(t);
    const chat = await newDoc(ann, { type: 'explore' });
    const reply = await ask(ann, chat.id, 'We price per seat.', call('remember_fact', { fact: 'Seats cost 15 euros monthly' }));
    expect(reply.parts[0]).toMatchObject({
      state: 'output-available',
      output: { proposed: true, key: 'noted_seats_cost_15_euros_monthly' },
    });
    const listed = (await ann.get(`/api/documents/${chat.id}/memories`)).json();
    expect(listed).toEqual([expect.objectContaining({ value: 'Seats cost 15 euros monthly', proposed: true })]);
    expect((await bob.get(`/api/documents/${chat.id}/memories`)).statusCode).toBe(404);

    llm.fake.state.requests.length = 0;
    await ann.post(`/api/documents/${chat.id}/messages`, { content: 'Next?' });
    expect(JSON.stringify(streamed()[0])).not.toContain('15 euros');

    const kept = await ann.post(`/api/documents/${chat.id}/memories`, { key: listed[0].key, value: listed[0].value });
    expect(kept.json()).toMatchObject({ proposed: false });
    llm.fake.state.requests.length = 0;
    await ann.post(`/api/documents/${chat.id}/messages`, { content: 'And now?' });
    expect(JSON.stringify(streamed()[0])).toContain('noted_seats_cost_15_euros_monthly: Seats cost 15 euros monthly');
  });

  it('creates an editor document from Markdown with its table, for the user alone', async () => {
    const { ann, bob } = await twoUsers(t);
    const chat = await newDoc(ann, { type: 'prd' });
    const markdown = '# Launch plan\n\n| Step | Owner |\n| --- | --- |\n| Beta | Ann |\n';
    const reply = await ask(ann, chat.id, 'Write it up', call('create_document', { title: 'Launch plan', markdown }));
    const out = reply.parts[0]?.output as { id: string; link: string };
    expect(out.link).toBe(`/documents?id=${out.id}`);
    const doc = (await ann.get(`/api/documents/${out.id}`)).json();
    expect(doc).toMatchObject({ title: 'Launch plan', type: 'enhance' });
    expect(doc.content).toMatch(/<table>.*<th[^>]*>.*Step.*<td[^>]*>.*Beta/s);
    expect((await bob.get(`/api/documents/${out.id}`)).statusCode).toBe(404);
  });

  it("proposes an edit to the open document as a suggestion, leaving the text as it is; only in an editor document's chat", async () => {
    const { ann } = await twoUsers(t);
    const doc = await newDoc(ann, { type: 'enhance', title: 'Plan', content: '<p>We launch in March.</p>' });
    const edit = { find: 'March', replace: 'April', reason: 'The beta ends in March' };
    const reply = await ask(
      ann,
      doc.id,
      'Move the launch',
      call('suggest_edit', edit),
      call('suggest_edit', { ...edit, find: 'June' }, 'c2'),
    );
    expect(offered(streamed()[0])).toContain('suggest_edit');
    expect(reply.parts[0]).toMatchObject({ state: 'output-available' });
    expect(reply.parts[1]).toMatchObject({ state: 'output-error', errorText: `Invalid input: ${EDIT_NOT_FOUND}` });
    expect((await ann.get(`/api/documents/${doc.id}/suggestions`)).json()).toEqual([
      expect.objectContaining({ kind: 'replace', find: 'March', replace: 'April', reason: 'The beta ends in March' }),
    ]);
    expect((await ann.get(`/api/documents/${doc.id}`)).json().content).toBe('<p>We launch in March.</p>');

    const chat = await newDoc(ann, { type: 'explore' });
    const elsewhere = await ask(ann, chat.id, 'Edit', call('suggest_edit', edit));
    expect(elsewhere.parts[0]?.errorText).toContain('There is no tool named "suggest_edit"');
  });
});

const PRICE_QUESTION = 'We have 1000 customers paying $10 a month. What if we raise the price to $12 and lose 8% of them?';
const systemOf = (body: Record<string, unknown>) => JSON.stringify((body.messages as { role: string }[])[0]);

describe('a model that refuses tools with a 400', () => {
  const { t, llm } = useFakeLlmApp('openai-compatible');

  it('is asked again without tools, with the offline router’s figures in its context', async () => {
    const { ann } = await twoUsers(t);
    const chat = (await ann.post('/api/documents', { type: 'explore' })).json();
    llm.fake.state.mode = 'no-tools';
    const res = await ann.post(`/api/documents/${chat.id}/messages`, { content: PRICE_QUESTION });
    expect(res.statusCode).toBe(200);
    const [refused, retried] = llm.fake.state.requests.map((r) => r.body);
    expect(refused?.tools).toBeDefined();
    expect(retried?.tools).toBeUndefined();
    expect(systemOf(retried!)).toContain('Computed for this message');
    expect(systemOf(retried!)).toMatch(/\$10,000/);
    expect(res.json()[1].content).toBe('Hello from the model.');
  });
});

describe('a model flagged as without tool calling', () => {
  const { t, llm } = useFakeLlmApp('openai-compatible', { AI_MODEL: 'gemma2:2b' });

  it('gets no tools and the offline router’s figures in its first request', async () => {
    const { ann } = await twoUsers(t);
    const chat = (await ann.post('/api/documents', { type: 'explore' })).json();
    await ann.post(`/api/documents/${chat.id}/messages`, { content: PRICE_QUESTION });
    const [only, ...more] = llm.fake.state.requests.map((r) => r.body);
    expect(more).toHaveLength(0);
    expect(only?.tools).toBeUndefined();
    expect(systemOf(only!)).toContain('Computed for this message');
    llm.fake.state.requests.length = 0;
    await ann.post(`/api/documents/${chat.id}/messages`, { content: 'Tell me about our users' });
    expect(systemOf(llm.fake.state.requests[0]!.body)).not.toContain('Computed for this message');
  });
});
