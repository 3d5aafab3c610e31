import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_TOOL_STEPS } from '../../ai/llm/llm-tools';
import { useFakeLlmApp } from '../../test/fake-llm-app';
import { dataOf, readReplyChunks, textDeltas } from '../../test/reply-stream';
import { twoUsers } from '../../test/two-users';

type Body = { messages?: { role: string; content?: unknown; tool_call_id?: string; tool_calls?: unknown[] }[]; tools?: unknown[] };
const SAMPLE = { id: 'call_1', name: 'sample_size', arguments: '{"baselineRate":0.05,"targetRate":0.1}' };

describe.each(['openai-compatible', 'openai', 'anthropic'] as const)('the PM toolbox for a model over %s', (provider) => {
  const { t, llm } = useFakeLlmApp(provider);
  beforeEach(() => {
    llm.fake.state.chunks = ['Hello', ' from', ' the', ' model.'];
  });
  const bodies = () => llm.fake.state.requests.filter((r) => r.body.stream).map((r) => r.body as Body);
  /** The tool results the model got in a request, as text, whatever the protocol's shape. */
  const toolResultsIn = (body: Body) =>
    JSON.stringify(
      provider === 'anthropic'
        ? (body.messages ?? []).flatMap((m) => (Array.isArray(m.content) ? m.content.filter((c) => c.type === 'tool_result') : []))
        : (body.messages ?? []).filter((m) => m.role === 'tool'),
    );

  it('runs a tool the model calls, gives it the result, and saves the call and the answer on the reply', async () => {
    const { ann } = await twoUsers(t);
    const doc = (await ann.post('/api/documents', { type: 'explore' })).json();
    llm.fake.state.toolTurns.push({ text: 'Let me compute that.', calls: [SAMPLE] });
    llm.fake.state.chunks = ['You need ', '435 users per arm.'];
    const res = await ann.post(
      `/api/documents/${doc.id}/messages`,
      { content: 'How many users for 5% vs 10%?' },
      { accept: 'text/event-stream' },
    );
    const chunks = await readReplyChunks(res.body);
    expect(textDeltas(chunks).join('')).toBe('Let me compute that.\n\nYou need 435 users per arm.');

    const [first, second] = bodies();
    expect(first?.tools).toEqual(
      expect.arrayContaining([expect.objectContaining(provider === 'anthropic' ? { name: 'sample_size' } : { type: 'function' })]),
    );
    expect(JSON.stringify(first)).toContain('rates as fractions');
    expect(toolResultsIn(second!)).toMatch(/perArm\\*":435/);

    const reply = {
      role: 'assistant',
      content: 'Let me compute that.\n\nYou need 435 users per arm.',
      parts: [
        { type: 'text', text: 'Let me compute that.' },
        {
          type: 'tool-sample_size',
          toolCallId: 'call_1',
          state: 'output-available',
          input: { baselineRate: 0.05, targetRate: 0.1 },
          output: expect.objectContaining({ perArm: 435, formula: expect.stringContaining('(p₂ − p₁)²') }),
        },
        { type: 'text', text: 'You need 435 users per arm.' },
      ],
    };
    expect(dataOf(chunks, 'saved-messages')).toMatchObject([[{ role: 'user' }, reply]]);
    const list = (await ann.get(`/api/documents/${doc.id}/messages`)).json();
    expect(list[1]).toMatchObject(reply);
  });

  it('answers a malformed call with an error result the model recovers from', async () => {
    const { ann } = await twoUsers(t);
    const doc = (await ann.post('/api/documents', { type: 'explore' })).json();
    llm.fake.state.toolTurns.push(
      { calls: [{ id: 'call_bad', name: 'sample_size', arguments: '{"baselineRate":5,"targetRate":10}' }] },
      { calls: [{ id: 'call_json', name: 'significance', arguments: '{"controlVisitors":' }] },
      { calls: [{ id: 'call_nope', name: 'weather', arguments: '{}' }] },
      { calls: [{ ...SAMPLE, id: 'call_good' }] },
    );
    const [, reply] = (await ann.post(`/api/documents/${doc.id}/messages`, { content: 'Sample size for 5% vs 10%?' })).json();
    expect(reply.content).toBe('Hello from the model.');
    expect(reply.parts.map((p: { type: string; state?: string }) => `${p.type}:${p.state ?? ''}`)).toEqual([
      'tool-sample_size:output-error',
      'tool-significance:output-error',
      'tool-weather:output-error',
      'tool-sample_size:output-available',
      'text:',
    ]);
    expect(reply.parts[0].errorText).toContain('baselineRate must be below 1 (a fraction: 0.11 for 11 %)');
    expect(reply.parts[1].errorText).toContain('not valid JSON');
    expect(reply.parts[2].errorText).toContain('There is no tool named "weather"');
    const sent = bodies();
    expect(toolResultsIn(sent[1]!)).toContain('baselineRate must be below 1');
    expect(toolResultsIn(sent[4]!)).toMatch(/perArm\\*":435/);
  });

  it(`stops offering tools after ${MAX_TOOL_STEPS} rounds, so the reply ends in words`, async () => {
    const { ann } = await twoUsers(t);
    const doc = (await ann.post('/api/documents', { type: 'explore' })).json();
    for (let i = 0; i < MAX_TOOL_STEPS + 3; i++) llm.fake.state.toolTurns.push({ calls: [{ ...SAMPLE, id: `call_${i}` }] });
    const [, reply] = (await ann.post(`/api/documents/${doc.id}/messages`, { content: 'Keep computing' })).json();
    const sent = bodies();
    expect(sent).toHaveLength(MAX_TOOL_STEPS + 1);
    expect(sent.slice(0, MAX_TOOL_STEPS).every((b) => (b.tools ?? []).length > 0)).toBe(true);
    expect(sent.at(-1)?.tools).toBeUndefined();
    expect(reply.parts.filter((p: { type: string }) => p.type === 'tool-sample_size')).toHaveLength(MAX_TOOL_STEPS);
    expect(reply.content).toBe('Hello from the model.');
  });
});
