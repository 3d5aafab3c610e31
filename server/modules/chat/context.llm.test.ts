import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/documents';
import { useFakeLlmApp } from '../../test/fake-llm-app';
import { twoUsers } from '../../test/two-users';

const occurrences = (text: string, needle: string) => text.split(needle).length - 1;
type Agent = Awaited<ReturnType<typeof twoUsers>>['ann'];
type Fact = { key: string; value: string; importance: number };

/** A message as clients before the one message store sent it: the facts as a context block before the words. */
const oldClient = (text: string, facts: Fact[]) =>
  facts.length ? `${facts.map((f) => `${f.key}: ${f.value}`).join('\n')}\n\n${text}` : text;

/** What a request sent to the provider says, system prompt included, as one string. */
const sentText = (body: Record<string, unknown>) => JSON.stringify(body).replaceAll('\\n', '\n');

describe.each(['openai-compatible', 'anthropic'] as const)('what the model sees over %s', (provider) => {
  const { t, llm } = useFakeLlmApp(provider);

  async function remember(agent: Agent, docId: string, key: string, value: string) {
    await agent.post(`/api/documents/${docId}/memories`, { key, value });
    return (await agent.get(`/api/documents/${docId}/memories`)).json() as { key: string; value: string; importance: number }[];
  }

  it('sends each product fact once, however many messages carried it', async () => {
    const { ann } = await twoUsers(t);
    const doc = (await ann.post('/api/documents', { type: 'explore' })).json();
    await remember(ann, doc.id, 'product_name', 'Acme Notes');
    const facts = await remember(ann, doc.id, 'target_audience', 'freelance designers');
    const posted = [oldClient('What should we build next?', facts), 'And how would we size it?', 'Which risk first?'];
    for (const content of posted) expect((await ann.post(`/api/documents/${doc.id}/messages`, { content })).statusCode).toBe(200);
    const sent = sentText(llm.fake.lastBody());
    expect(occurrences(sent, 'Acme Notes')).toBe(1);
    expect(occurrences(sent, 'freelance designers')).toBe(1);
    expect(sent).toContain('Which risk first?');
    expect(sent).toContain('What should we build next?');
    // The facts each message was sent with are kept beside it, never in its text.
    const stored = (await ann.get(`/api/documents/${doc.id}/messages`)).json();
    expect(stored[0].content).toBe('What should we build next?');
    const rows = await t.database.db
      .select({ role: messages.role, context: messages.context })
      .from(messages)
      .where(eq(messages.documentId, doc.id))
      .orderBy(asc(messages.seq));
    const users = rows.filter((r) => r.role === 'user').map((r) => r.context.map((f) => `${f.key}=${f.value}`).sort());
    expect(users).toEqual(Array(3).fill(['product_name=Acme Notes', 'target_audience=freelance designers']));
  });

  it("sends a guided journey's answers once, as question and answer", async () => {
    const { ann } = await twoUsers(t);
    const doc = (await ann.post('/api/documents', { type: 'prd' })).json();
    const questions = (await ann.get('/api/questionnaires/prd')).json().questions as { key: string; question: string }[];
    const answers = questions.map((q, i) => `Answer number ${i} about ${q.key}, with detail`);
    for (const [i, q] of questions.entries()) {
      await ann.post(`/api/documents/${doc.id}/messages`, { content: answers[i] ?? '', isQuestion: true });
      await remember(ann, doc.id, q.key, answers[i] ?? '');
    }
    const summary = [
      "Thank you for answering those questions. Here's what I understand:",
      questions.map((q, i) => `- ${q.key}: ${answers[i]}`).join('\n'),
      'Based on this information, let me help you with your PRD journey.',
    ].join('\n\n');
    await ann.post(`/api/documents/${doc.id}/messages`, { content: summary });
    const sent = sentText(llm.fake.lastBody());
    for (const [i, q] of questions.entries()) {
      expect(occurrences(sent, answers[i] ?? '')).toBe(1);
      expect(sent).toContain(`Q: ${q.question}\nA: ${answers[i]}`);
    }
    expect(sent).toContain('let me help you with your PRD journey');
  });

  it('replaces an edited memory everywhere, and old messages no longer carry the old value', async () => {
    const { ann } = await twoUsers(t);
    const doc = (await ann.post('/api/documents', { type: 'validate' })).json();
    const before = await remember(ann, doc.id, 'product_name', 'Old Name Notes');
    await ann.post(`/api/documents/${doc.id}/messages`, { content: oldClient('Is the idea sound?', before) });
    await remember(ann, doc.id, 'product_name', 'Shiny New Name');
    await ann.post(`/api/documents/${doc.id}/messages`, { content: 'And now?' });
    const sent = sentText(llm.fake.lastBody());
    expect(sent).not.toContain('Old Name Notes');
    expect(occurrences(sent, 'Shiny New Name')).toBe(1);
  });

  it('sends a document table as a pipe table with its header row, and the delimiter changes per request', async () => {
    const { ann } = await twoUsers(t);
    const html =
      '<h2>Success metrics</h2><table><tbody><tr><th><p>Metric</p></th><th><p>Baseline</p></th><th><p>Target</p></th></tr>' +
      '<tr><td><p>Checkout conversion</p></td><td><p>2.1%</p></td><td><p>3%</p></td></tr></tbody></table><p>Measured weekly.</p>';
    const doc = (await ann.post('/api/documents', { title: 'Checkout PRD', content: html, type: 'enhance' })).json();
    await ann.post(`/api/documents/${doc.id}/messages`, { content: 'Are the metrics measurable?' });
    const first = sentText(llm.fake.lastBody());
    expect(first).toContain('| Metric | Baseline | Target |\n| --- | --- | --- |\n| Checkout conversion | 2.1% | 3% |');
    await ann.post(`/api/documents/${doc.id}/messages`, { content: 'Again?' });
    const delimiter = (text: string) => /<(user_data_[0-9a-f]+)>/.exec(text)?.[1];
    expect(delimiter(first)).toBeTruthy();
    expect(delimiter(sentText(llm.fake.lastBody()))).not.toBe(delimiter(first));
    expect(first).toMatch(/Today is \d{4}-\d{2}-\d{2}/);
  });
});
