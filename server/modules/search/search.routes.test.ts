import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../common/search';
import { createAgent, type Agent } from '../../test/agent';
import { useTestApp } from '../../test/harness';
import { twoUsers } from '../../test/two-users';

const t = useTestApp({ PLAN_LIMITS: 'off' });

const find = async (agent: Agent, q: string): Promise<SearchResult[]> => {
  const res = await agent.get(`/api/search?q=${encodeURIComponent(q)}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};

const newDocument = async (agent: Agent, body: { title: string; content?: string; type?: string }) =>
  (await agent.post('/api/documents', { type: 'enhance', ...body })).json().id as string;

describe('GET /api/search', () => {
  it('finds a word in a document body, a chat message and a design note, with the words marked', async () => {
    const { ann } = await twoUsers(t);
    const doc = await newDocument(ann, {
      title: 'Checkout redesign PRD',
      content: '<p>Customers can pay with <strong>Apple Pay</strong> at checkout &amp; more.</p>',
    });
    const chat = await newDocument(ann, { title: 'Monetisation chat', type: 'explore' });
    expect(
      (await ann.post(`/api/documents/${chat}/messages`, { content: 'We discussed pricing tiers for teams', isQuestion: false }))
        .statusCode,
    ).toBeLessThan(300);
    const design = (await ann.post('/api/designs', { title: 'Onboarding screen', content: '<p>The carousel feels cluttered</p>' })).json()
      .id;

    const [pay] = await find(ann, 'apple pay');
    expect(pay).toEqual({
      type: 'document',
      id: doc,
      title: 'Checkout redesign PRD',
      snippet: expect.stringContaining('<mark>Apple</mark> <mark>Pay</mark>'),
    });
    expect(pay?.snippet).toContain('&amp; more');
    expect(pay?.snippet).not.toContain('<strong>');

    // "pricing" stems to "price": the message says "pricing", the search says "prices".
    const prices = await find(ann, 'prices');
    expect(prices.filter((r) => r.type !== 'template')).toEqual([
      { type: 'chat', id: chat, title: 'Monetisation chat', snippet: expect.stringContaining('<mark>pricing</mark>') },
    ]);
    expect((await find(ann, 'cluttered')).filter((r) => r.type !== 'template')).toEqual([
      { type: 'design', id: design, title: 'Onboarding screen', snippet: 'The carousel feels <mark>cluttered</mark>' },
    ]);
  });

  it('ranks a title match above a passing mention, and a chat found twice once', async () => {
    const { ann } = await twoUsers(t);
    const mention = await newDocument(ann, {
      title: 'Roadmap',
      content: `<p>${'Onboarding and retention and activation. '.repeat(30)}We might revisit churn later.</p>`,
    });
    const titled = await newDocument(ann, { title: 'Churn analysis', content: '<p>Why customers leave.</p>' });
    const chat = await newDocument(ann, { title: 'Churn interviews', type: 'explore' });
    await ann.post(`/api/documents/${chat}/messages`, { content: 'Churn is highest in month two', isQuestion: false });

    const results = await find(ann, 'churn');
    expect(results.map((r) => r.id).slice(-1)).toEqual([mention]);
    expect(results.map((r) => r.id).sort()).toEqual([mention, titled, chat].sort());
    // The chat matched by title and by a message shows the message.
    expect(results.find((r) => r.id === chat)?.snippet).toBe('<mark>Churn</mark> is highest in month two');
  });

  it('searches the shared template library', async () => {
    const { ann } = await twoUsers(t);
    const results = await find(ann, 'requirements');
    expect(results.some((r) => r.type === 'template')).toBe(true);
  });

  it("never shows another user's words", async () => {
    const { ann, bob } = await twoUsers(t);
    const secret = await newDocument(bob, { title: 'Zanzibar acquisition', content: '<p>Project zanzibar is confidential</p>' });
    const bobChat = await newDocument(bob, { title: 'Bob chat', type: 'explore' });
    await bob.post(`/api/documents/${bobChat}/messages`, { content: 'zanzibar pricing', isQuestion: false });
    await bob.post('/api/designs', { title: 'Zanzibar mock', content: '<p>zanzibar</p>' });
    expect(await find(ann, 'zanzibar')).toEqual([]);
    expect((await find(bob, 'zanzibar')).map((r) => r.id)).toContain(secret);
    expect((await find(bob, 'zanzibar')).length).toBe(3);
  });

  it('escapes what the documents say', async () => {
    const { ann } = await twoUsers(t);
    await newDocument(ann, { title: 'Escaping', content: '<p>Render &lt;img src=x onerror=alert(1)&gt; safely as quokka</p>' });
    const [hit] = await find(ann, 'quokka');
    expect(hit?.snippet).toBe('Render &lt;img src=x onerror=alert(1)&gt; safely as <mark>quokka</mark>');
  });

  it('answers quotes, operators and odd characters without a server error', async () => {
    const { ann } = await twoUsers(t);
    await newDocument(ann, { title: 'Apple Pay rollout', content: '<p>Apple Pay and Google Pay</p>' });
    const odd = [
      '"apple pay"',
      '"unclosed',
      'apple -google',
      'apple or google',
      'apple & | ! ( ) : * <-> \\',
      "o'reilly",
      '\'"\'"',
      '&&&',
      '***',
      ':*',
      'the',
      'a an the of',
      '-',
      'or',
      '漢字 テスト',
      '😀',
      '%00',
      '\\x00',
      'DROP TABLE documents;--',
      "'); select pg_sleep(1); --",
      'x'.repeat(500),
      'apple\tpay\n',
      `${'-'.repeat(40)}apple`,
      `${'- '.repeat(60)}apple`,
      `${'-('.repeat(40)}apple`,
      `${'-!'.repeat(40)}apple`,
      '-a-b-c-d-e-f-g-h-i-j-k-l-m-n-o-p-q-r-s-t-u-v-w-x-y-z-a-b-c-d-e-f-g-h-i-j-k',
    ];
    for (const q of odd) {
      const res = await ann.get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
      expect(Array.isArray(res.json()), q).toBe(true);
    }
    expect((await find(ann, '"apple pay"')).length).toBe(1);
    expect(await find(ann, 'apple -google')).toEqual([]);
    expect(await find(ann, `pay ${'-'.repeat(40)}google`)).toEqual([]);
    expect(await find(ann, '   ')).toEqual([]);
  });

  it('answers any mix of search syntax with results, never a server error', async () => {
    const { ann } = await twoUsers(t);
    await newDocument(ann, { title: 'Checkout rollout', content: '<p>Checkout with Apple Pay</p>' });
    const pieces = ['-', '"', '(', ')', '!', '&', '|', ':', '*', '<->', ' ', ' or ', 'or', 'apple', 'pay', "'", '\\', '漢'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let i = 0; i < 60; i += 1) {
      const q = Array.from({ length: 5 + (next() % 120) }, () => pieces[next() % pieces.length]).join('');
      const res = await ann.get(`/api/search?q=${encodeURIComponent(q.slice(0, 500))}`);
      expect(res.statusCode, q).toBe(200);
    }
  });

  it('refuses a missing, NUL-holding or overlong query with a clear 400, and visitors with 401', async () => {
    const { ann } = await twoUsers(t);
    for (const url of ['/api/search', '/api/search?q=a%00b', `/api/search?q=${'x'.repeat(501)}`, '/api/search?q=a&q=b']) {
      const res = await ann.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(/q /);
    }
    expect((await createAgent(t.app).get('/api/search?q=x')).statusCode).toBe(401);
  });

  it('keeps the index current when a document is edited or deleted', async () => {
    const { ann } = await twoUsers(t);
    const id = await newDocument(ann, { title: 'Plan', content: '<p>walrus</p>' });
    expect((await find(ann, 'walrus')).length).toBe(1);
    await ann.request('PUT', `/api/documents/${id}`, { content: '<p>narwhal</p>' });
    expect(await find(ann, 'walrus')).toEqual([]);
    expect((await find(ann, 'narwhal')).length).toBe(1);
    await ann.request('DELETE', `/api/documents/${id}`);
    expect(await find(ann, 'narwhal')).toEqual([]);
  });
});
