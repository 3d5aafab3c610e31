import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';

const t = useTestApp();

/** The offline engine's last reply in a chat after `content`. */
async function replyIn(agent: Awaited<ReturnType<typeof buildUser>>, chatId: string, content: string) {
  expect((await agent.post(`/api/documents/${chatId}/messages`, { content })).statusCode).toBe(200);
  const messages = (await agent.get(`/api/documents/${chatId}/messages`)).json() as { role: string; content: string }[];
  return messages.at(-1)?.content ?? '';
}

describe('the offline engine in a chat of a product', () => {
  it('answers with what the product already knows, which a chat of no product does not know', async () => {
    const ann = await buildUser(t);
    const product = (await ann.post('/api/products', { name: 'Acme Payroll' })).json();
    await ann.post(`/api/products/${product.id}/facts`, { key: 'product_name', value: 'Acme Payroll' });
    await ann.post(`/api/products/${product.id}/facts`, { key: 'target_audience', value: 'payroll clerks at EU firms' });
    const inProduct = (await ann.post('/api/documents', { type: 'explore', productId: product.id })).json();
    const known = await replyIn(ann, inProduct.id, 'What should we build next?');
    expect(known).toContain('Acme Payroll');
    expect(known).toContain('payroll clerks at EU firms');
    expect(known).not.toContain('[product name]');
    expect(known).not.toContain('[target audience]');
    const alone = (await ann.post('/api/documents', { type: 'explore' })).json();
    const blank = await replyIn(ann, alone.id, 'What should we build next?');
    expect(blank).not.toContain('Acme Payroll');
  });

  it("names the product by the product's own name when no fact names it", async () => {
    const ann = await buildUser(t);
    const product = (await ann.post('/api/products', { name: 'Shiftboard' })).json();
    await ann.post(`/api/products/${product.id}/facts`, { key: 'target_audience', value: 'store managers planning rotas' });
    const chat = (await ann.post('/api/documents', { type: 'prd', productId: product.id })).json();
    const draft = await replyIn(ann, chat.id, 'Draft a PRD outline for shift swaps');
    expect(draft).toContain('Shiftboard');
    expect(draft).not.toContain('[product name]');
  });
});
