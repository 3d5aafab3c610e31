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

  it('answers a fact from the files, a request from the coach with the files after, and a loose match as only the closest', async () => {
    const ann = await buildUser(t);
    const product = (await ann.post('/api/products', { name: 'Tidewater', description: 'Berth booking for marinas' })).json();
    const notes = [
      '# Harbour research',
      '## Interviews',
      'Harbour masters at 3 of 5 marinas said berths are double-let when a walk-in and an online booking land together.',
      'Capt. Moreau asked for a standby list so released berths are offered on at once.',
      '## Pricing',
      'Tidewater charges €120 per marina per month on the Core plan.',
      '## Constraints',
      'All booking data must stay in the Irish region.',
    ].join('\n\n');
    const form = multipartBody('file', Buffer.from(notes), 'Harbour notes.md', 'text/markdown');
    expect((await ann.post(`/api/products/${product.id}/knowledge`, form.body, { 'content-type': form.contentType })).statusCode).toBe(201);
    const chat = (await ann.post('/api/documents', { type: 'explore', productId: product.id })).json();

    // A person named in the files is enough to find what they said, however the question is written.
    const said = await replyIn(ann, chat.id, 'what did moreau ask for');
    expect(said.content).toContain('Capt. Moreau asked for a standby list');
    expect(said.content).not.toContain('€120');

    // Numbers to work with go to the coach first; what the files say follows, cited.
    const rise = await replyIn(
      ann,
      chat.id,
      'We charge €120 per marina a month and 300 marinas pay. If we go to €135 and lose 6% of marinas, is it worth it?',
    );
    expect(rise.content.indexOf('Break-even')).toBeGreaterThan(-1);
    expect(rise.content.indexOf('Break-even')).toBeLessThan(rise.content.indexOf('From **Harbour notes.md**'));
    expect(rise.content).toContain('Tidewater charges €120 per marina per month');
    expect(rise.parts.filter((p) => p.type === 'source-url')).toHaveLength(1);

    // The product's own name says nothing of which passage answers: a request for risks gets the risks.
    const risks = await replyIn(ann, chat.id, 'Give me three risks for the Tidewater standby list launch');
    expect(risks.content).toContain('risks');
    expect(risks.content).not.toContain('€120');

    // One word of the question in the files: quoted as the closest they come, never as the answer.
    const region = await replyIn(ann, chat.id, 'Which region do we host in');
    expect(region.content).toContain('do not answer that in so many words; the closest they come');
    expect(region.content).toContain('Irish region');

    // A statement is noted, not answered with quotes.
    const statement = await replyIn(ann, chat.id, 'We plan to ship the standby list in May.');
    expect(statement.content).not.toContain('Harbour notes.md');
  });
});
