import { describe, expect, it } from 'vitest';
import { useFakeLlmApp } from '../../test/fake-llm-app';
import { twoUsers } from '../../test/two-users';

const sentText = (body: Record<string, unknown>) => JSON.stringify(body).replaceAll('\\n', '\n');

const TOPICS = [
  'onboarding',
  'billing',
  'search',
  'exports',
  'roles',
  'alerts',
  'mobile',
  'pricing',
  'support',
  'reports',
  'imports',
  'audit',
];

/** A PM's long turn about one topic: about 2,400 characters, each turn its own words. */
const turn = (i: number) => {
  const topic = TOPICS[i % TOPICS.length] ?? 'scope';
  const lines = Array.from(
    { length: 16 },
    (_, n) => `For ${topic}, point ${n + 1}: customers in segment ${i}-${n} report friction that costs the team time each week.`,
  );
  return `Turn ${i + 1} on ${topic}. ${lines.join(' ')}`;
};

describe('a long journey over an OpenAI-compatible server with its default window', () => {
  const { t, llm } = useFakeLlmApp('openai-compatible');

  it('still sends its first turns at turn 12, with the problem statement drafted at the start', async () => {
    const { ann } = await twoUsers(t);
    const doc = (await ann.post('/api/documents', { type: 'prd' })).json();
    const problem = 'Problem statement: finance teams lose two days a month reconciling invoices by hand.';
    const first = `${problem} ${turn(0)}`;
    expect((await ann.post(`/api/documents/${doc.id}/messages`, { content: first })).statusCode).toBe(200);
    for (let i = 1; i < 12; i++) {
      expect((await ann.post(`/api/documents/${doc.id}/messages`, { content: turn(i) })).statusCode).toBe(200);
    }
    const sent = sentText(llm.fake.lastBody());
    expect(sent).toContain(problem);
    expect(sent).toContain('Turn 2 on billing.');
    expect(sent).toContain('Turn 12 on audit.');
  });
});
