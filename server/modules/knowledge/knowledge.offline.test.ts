import { describe, expect, it } from 'vitest';
import type { MessagePart } from '../../../common/messages';
import { buildUser } from '../../test/factories';
import { pdfPages } from '../../test/file-fixtures';
import { useTestApp } from '../../test/harness';
import { multipartBody } from '../../test/multipart';

const t = useTestApp();

type Reply = { role: string; content: string; parts: MessagePart[] };

/** The offline engine's reply in a chat after `content`. */
async function replyIn(agent: Awaited<ReturnType<typeof buildUser>>, chatId: string, content: string): Promise<Reply> {
  expect((await agent.post(`/api/documents/${chatId}/messages`, { content })).statusCode).toBe(200);
  const messages = (await agent.get(`/api/documents/${chatId}/messages`)).json() as Reply[];
  return messages.at(-1) as Reply;
}

describe('the offline engine answers from a product’s knowledge', () => {
  it('quotes the passage of the product’s PDF that answers the question, naming and citing the file', async () => {
    const ann = await buildUser(t);
    const product = (await ann.post('/api/products', { name: 'Acme Payroll' })).json();
    const pdf = pdfPages([
      ['Acme Payroll pricing.', 'The Starter tier is free for ten employees.', 'The Enterprise tier costs 49 euros per seat each month.'],
    ]);
    const form = multipartBody('file', pdf, 'Pricing.pdf', 'application/pdf');
    expect((await ann.post(`/api/products/${product.id}/knowledge`, form.body, { 'content-type': form.contentType })).statusCode).toBe(201);
    const chat = (await ann.post('/api/documents', { type: 'explore', productId: product.id })).json();

    const reply = await replyIn(ann, chat.id, 'How much does the Enterprise tier cost per seat?');
    expect(reply.content).toContain('From **Pricing.pdf**');
    expect(reply.content).toContain('49 euros per seat');
    expect(reply.parts.filter((p) => p.type === 'source-url')).toEqual([
      { type: 'source-url', sourceId: expect.any(String), url: `/products/${product.id}`, title: 'Pricing.pdf' },
    ]);

    // A question the files do not answer gets the coach's answer, with no source.
    const coach = await replyIn(ann, chat.id, 'What should we build next?');
    expect(coach.content).not.toContain('Pricing.pdf');
    expect(coach.parts.some((p) => p.type === 'source-url')).toBe(false);
  });
});
