import { describe, expect, it } from 'vitest';
import type { MessagePart } from '../../../common/messages';
import { pdfPages } from '../../test/file-fixtures';
import { useFakeLlmApp } from '../../test/fake-llm-app';
import { multipartBody } from '../../test/multipart';
import { twoUsers } from '../../test/two-users';
import type { Agent } from '../../test/agent';

/** What a request sent to the provider says, system prompt included, as one string. */
const sentText = (body: Record<string, unknown>) => JSON.stringify(body).replaceAll('\\n', '\n');

async function productWithFile(agent: Agent, name: string, file: string, lines: string[]) {
  const product = (await agent.post('/api/products', { name })).json() as { id: string };
  const form = multipartBody('file', pdfPages([lines]), file, 'application/pdf');
  expect((await agent.post(`/api/products/${product.id}/knowledge`, form.body, { 'content-type': form.contentType })).statusCode).toBe(201);
  return product;
}

const QUESTION = 'How much does the Enterprise tier cost per seat?';

describe('a chat of a product retrieves its knowledge for the question and cites it', () => {
  const { t, llm } = useFakeLlmApp();

  it('sends the passage found only in the product’s PDF, and the reply carries its source', async () => {
    const { ann, bob } = await twoUsers(t);
    const product = await productWithFile(ann, 'Acme Payroll', 'Pricing.pdf', [
      'Acme Payroll pricing.',
      'The Enterprise tier costs 49 euros per seat each month.',
    ]);
    const notes = multipartBody('file', Buffer.from('# Interviews\n\nClerks want faster month-end close.'), 'Notes.md', 'text/markdown');
    await ann.post(`/api/products/${product.id}/knowledge`, notes.body, { 'content-type': notes.contentType });
    await productWithFile(ann, 'Other product', 'Other pricing.pdf', ['The Enterprise tier costs 99 euros per seat.']);
    await productWithFile(bob, 'Bob product', 'Bob pricing.pdf', ['The Enterprise tier costs 77 euros per seat.']);

    const chat = (await ann.post('/api/documents', { type: 'explore', productId: product.id })).json();
    const answer = await ann.post(`/api/documents/${chat.id}/messages`, { content: QUESTION });
    expect(answer.statusCode).toBe(200);
    const sent = sentText(llm.fake.lastBody());
    expect(sent).toContain('<knowledge>');
    expect(sent).toContain('[1] Pricing.pdf');
    expect(sent).toContain('49 euros per seat');
    expect(sent).toContain('name the source of every detail');
    for (const other of ['99 euros', '77 euros', 'Other pricing.pdf', 'Bob pricing.pdf', 'month-end close'])
      expect(sent).not.toContain(other);

    const messages = (await ann.get(`/api/documents/${chat.id}/messages`)).json() as { role: string; parts: MessagePart[] }[];
    const reply = messages.at(-1);
    expect(reply?.role).toBe('assistant');
    expect(reply?.parts.filter((p) => p.type === 'source-url')).toEqual([
      { type: 'source-url', sourceId: expect.any(String), url: `/products/${product.id}`, title: 'Pricing.pdf' },
    ]);
  });

  it('sends no knowledge to a chat in no product, nor a block for a question no passage matches', async () => {
    const { ann } = await twoUsers(t);
    const product = await productWithFile(ann, 'Acme Payroll', 'Pricing.pdf', ['The Enterprise tier costs 49 euros per seat.']);
    const alone = (await ann.post('/api/documents', { type: 'explore' })).json();
    await ann.post(`/api/documents/${alone.id}/messages`, { content: QUESTION });
    expect(sentText(llm.fake.lastBody())).not.toContain('49 euros');
    const chat = (await ann.post('/api/documents', { type: 'explore', productId: product.id })).json();
    await ann.post(`/api/documents/${chat.id}/messages`, { content: 'Which onboarding steps confuse clerks?' });
    expect(sentText(llm.fake.lastBody())).not.toContain('<knowledge>');
    const messages = (await ann.get(`/api/documents/${chat.id}/messages`)).json() as { parts: MessagePart[] }[];
    expect(messages.at(-1)?.parts.some((p) => p.type === 'source-url')).toBe(false);
  });

  it('cites a document of the product by its link in the editor', async () => {
    const { ann } = await twoUsers(t);
    const product = (await ann.post('/api/products', { name: 'Acme Payroll' })).json();
    const doc = (
      await ann.post('/api/documents', { type: 'enhance', title: 'Payslip PRD', content: '<p>Payslips are retained for seven years.</p>' })
    ).json();
    await ann.post(`/api/products/${product.id}/knowledge`, { documentId: doc.id });
    llm.fake.state.chunks = ['They are retained for seven years ', '(Payslip PRD).'];
    try {
      const chat = (await ann.post('/api/documents', { type: 'explore', productId: product.id })).json();
      await ann.post(`/api/documents/${chat.id}/messages`, { content: 'How long are payslips retained?' });
      const messages = (await ann.get(`/api/documents/${chat.id}/messages`)).json() as { parts: MessagePart[] }[];
      expect(messages.at(-1)?.parts.filter((p) => p.type === 'source-url')).toEqual([
        { type: 'source-url', sourceId: expect.any(String), url: `/documents?id=${doc.id}`, title: 'Payslip PRD' },
      ]);
    } finally {
      llm.fake.state.chunks = ['Hello', ' from', ' the', ' model.'];
    }
  });
});
