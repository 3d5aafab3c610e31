import { describe, expect, it } from 'vitest';
import { AI_MESSAGES } from '../../ai/llm/llm-errors';
import { useFakeLlmApp } from '../../test/fake-llm-app';
import { twoUsers } from '../../test/two-users';

const { t, llm } = useFakeLlmApp();

const PRD = '<h2>Goals</h2><p>Make checkout fast.</p><h2>Risks</h2>';
const edit = (over: Record<string, string>) => ({
  kind: 'replace',
  reason: 'Say what fast means.',
  find: '',
  replace: '',
  heading: '',
  text: '',
  ...over,
});

describe('suggested edits from an LLM (structured output)', () => {
  it('asks for a JSON object with the request and the document, and keeps the edits that fit', async () => {
    const { ann } = await twoUsers(t);
    const id = (await ann.post('/api/documents', { title: 'Checkout', content: PRD, type: 'enhance' })).json().id;
    llm.fake.state.chunks = [
      JSON.stringify({
        suggestions: [
          edit({ find: 'Make checkout fast.', replace: 'Checkout completes in under 30 s at p95.' }),
          edit({
            kind: 'insert_after_heading',
            heading: 'Risks',
            text: '- Card declines rise\n- Fraud checks slow it down',
            reason: 'Fill the Risks section.',
          }),
          edit({ find: 'A passage the document does not have', replace: 'x', reason: 'Made up.' }),
          edit({ kind: 'add_section', heading: '', text: 'no heading', reason: 'Invalid: no heading.' }),
        ],
      }),
    ];
    const res = await ann.post(`/api/documents/${id}/suggestions`, { instruction: 'fill the Risks section and sharpen the goals' });
    expect(res.statusCode).toBe(200);
    const sent = llm.fake.lastBody();
    expect(JSON.stringify(sent)).toContain('fill the Risks section and sharpen the goals');
    expect(JSON.stringify(sent)).toContain('Make checkout fast.');
    // The schema itself reaches the server, which constrains the model's output to it.
    expect(sent.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { schema: { properties: { suggestions: { type: 'array' } } } },
    });
    const list = res.json();
    expect(list).toMatchObject([
      { kind: 'replace', find: 'Make checkout fast.', replace: 'Checkout completes in under 30 s at p95.', reason: 'Say what fast means.' },
      { kind: 'insert_after_heading', heading: 'Risks', reason: 'Fill the Risks section.' },
    ]);
    const accepted = await ann.post(`/api/documents/${id}/suggestions/${list[1].id}/accept`);
    expect(accepted.json().content).toBe(
      '<h2>Goals</h2><p>Make checkout fast.</p><h2>Risks</h2><ul><li><p>Card declines rise</p></li><li><p>Fraud checks slow it down</p></li></ul>',
    );
  });

  it('turns a provider failure into a clear error and stores nothing', async () => {
    const { ann } = await twoUsers(t);
    const id = (await ann.post('/api/documents', { title: 'Checkout', content: PRD, type: 'enhance' })).json().id;
    llm.fake.state.mode = '500';
    const res = await ann.post(`/api/documents/${id}/suggestions`);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(AI_MESSAGES.failed);
    expect((await ann.get(`/api/documents/${id}/suggestions`)).json()).toEqual([]);
  });
});
