import { eq } from 'drizzle-orm';
import { encode } from 'gpt-tokenizer';
import { describe, expect, it } from 'vitest';
import { documents, messages } from '../../db/schema/documents';
import { useFakeLlmApp } from '../../test/fake-llm-app';
import { messageRow } from '../../test/factories';
import { twoUsers } from '../../test/two-users';

const BUDGET = 16_000;

/** Every text the request carries (system prompt, messages, parts), tokenized as a model would read it. */
function requestTokens(body: unknown): number {
  let tokens = 0;
  const walk = (value: unknown, key = '') => {
    if (typeof value === 'string') tokens += ['content', 'text', 'system'].includes(key) ? encode(value).length : 0;
    else if (Array.isArray(value)) value.forEach((v) => walk(v, key));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(body);
  return tokens;
}

/** About 2 MB of editor HTML: numbered sections with a metrics table each. */
function longHtml(): string {
  const parts: string[] = [];
  for (let i = 1, size = 0; size < 2_000_000; i++) {
    const part = `<h2>Area ${i}</h2><p>Users in segment ${i} abandon step ${i % 5}; support logged ${i * 3} tickets.</p><table><tbody><tr><th><p>Metric</p></th><th><p>Baseline</p></th><th><p>Target</p></th></tr><tr><td><p>Completion ${i}</p></td><td><p>${i % 40}%</p></td><td><p>${(i % 40) + 10}%</p></td></tr></tbody></table>`;
    parts.push(part);
    size += part.length;
  }
  return parts.join('');
}

describe.each(['openai', 'anthropic'] as const)('a request over %s within AI_CONTEXT_TOKENS', (provider) => {
  const { t, llm } = useFakeLlmApp(provider, { AI_CONTEXT_TOKENS: String(BUDGET) });

  it('answers a 300-message chat on a 2 MB document within the budget, with notes on what was left out', async () => {
    const { ann } = await twoUsers(t);
    const doc = (await ann.post('/api/documents', { title: 'Long PRD', type: 'enhance' })).json();
    await t.database.db.update(documents).set({ content: longHtml() }).where(eq(documents.id, doc.id));
    const rows = Array.from({ length: 300 }, (_, i) =>
      messageRow(
        { documentId: doc.id },
        i % 2 ? 'assistant' : 'user',
        `Message ${i}: ${'a long discussion of the requirement, its baseline and target. '.repeat(i % 2 ? 40 : 5)}`,
        t.clock.now(),
      ),
    );
    await t.database.db.insert(messages).values(rows);
    const res = await ann.post(`/api/documents/${doc.id}/messages`, { content: 'What is the first area about?' });
    expect(res.statusCode).toBe(200);
    expect(res.json()[1]).toMatchObject({ role: 'assistant', content: 'Hello from the model.' });
    const body = llm.fake.lastBody();
    expect(requestTokens(body)).toBeLessThanOrEqual(BUDGET);
    const sent = JSON.stringify(body);
    expect(sent).toContain('What is the first area about?');
    expect(sent).toContain('Message 299:');
    expect(sent).toContain('| Metric | Baseline | Target |');
    expect(sent).toMatch(/sections are left out here: \\"Area \d+/);
    expect(sent).toMatch(/\d+ earlier messages of this conversation are left out/);
    // What was left out is summarised.
    expect(sent).toContain('What the left-out messages covered:');
    expect(sent).toContain('- You answered: Message ');
  });
});
