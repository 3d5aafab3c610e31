import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useFakeLlmApp } from '../../test/fake-llm-app';
import { multipartBody } from '../../test/multipart';
import { twoUsers } from '../../test/two-users';

const occurrences = (text: string, needle: string) => text.split(needle).length - 1;
/** What a request sent to the provider says, system prompt included, as one string. */
const sentText = (body: Record<string, unknown>) => JSON.stringify(body).replaceAll('\\n', '\n');

describe('a chat in a product starts with the product’s facts and instructions', () => {
  const { t, llm } = useFakeLlmApp();

  async function productWithFacts(agent: Awaited<ReturnType<typeof twoUsers>>['ann']) {
    const product = (
      await agent.post('/api/products', { name: 'Acme Payroll', instructions: 'We sell to EU firms only and write in British English.' })
    ).json();
    for (const [key, value] of [
      ['target_audience', 'payroll clerks at EU firms of 50 to 500 people'],
      ['business_goals', 'close the month in one day'],
    ])
      expect((await agent.post(`/api/products/${product.id}/facts`, { key, value })).statusCode).toBe(201);
    return product as { id: string };
  }

  it('sends the product’s name, instructions and facts once in a new chat of the product', async () => {
    const { ann } = await twoUsers(t);
    const product = await productWithFacts(ann);
    const chat = (await ann.post('/api/documents', { type: 'explore', productId: product.id })).json();
    for (const content of ['What should we build next?', 'And which risk first?'])
      expect((await ann.post(`/api/documents/${chat.id}/messages`, { content })).statusCode).toBe(200);
    const sent = sentText(llm.fake.lastBody());
    expect(occurrences(sent, 'Product: Acme Payroll.')).toBe(1);
    expect(occurrences(sent, 'We sell to EU firms only and write in British English.')).toBe(1);
    expect(occurrences(sent, 'payroll clerks at EU firms of 50 to 500 people')).toBe(1);
    expect(occurrences(sent, 'close the month in one day')).toBe(1);
  });

  it('lets what a chat was told win over the product’s fact of the same key', async () => {
    const { ann } = await twoUsers(t);
    const product = await productWithFacts(ann);
    const chat = (await ann.post('/api/documents', { type: 'explore', productId: product.id })).json();
    await ann.post(`/api/documents/${chat.id}/memories`, { key: 'target_audience', value: 'hospital ward managers' });
    await ann.post(`/api/documents/${chat.id}/messages`, { content: 'Who is it for again?' });
    const sent = sentText(llm.fake.lastBody());
    expect(sent).toContain('hospital ward managers');
    expect(sent).not.toContain('payroll clerks at EU firms');
    expect(sent).toContain('close the month in one day');
  });

  it('sends the product to the chat about a design of the product', async () => {
    const { ann } = await twoUsers(t);
    const product = await productWithFacts(ann);
    const png = await sharp({ create: { width: 390, height: 844, channels: 3, background: '#f0f0f0' } })
      .png()
      .toBuffer();
    const form = multipartBody('file', png, 'screen.png', 'image/png');
    const imageUrl = (await ann.post('/api/upload', form.body, { 'content-type': form.contentType })).json().url as string;
    const design = (await ann.post('/api/designs', { title: 'Payslip list', imageUrl, productId: product.id })).json();
    await ann.post(`/api/designs/${design.id}/messages`, { content: 'Our analysis', role: 'assistant' });
    expect((await ann.post(`/api/designs/${design.id}/messages`, { content: 'Is the heading readable?' })).statusCode).toBe(200);
    const sent = sentText(llm.fake.lastBody());
    expect(occurrences(sent, 'Product: Acme Payroll.')).toBe(1);
    expect(sent).toContain('payroll clerks at EU firms of 50 to 500 people');
  });

  it('sends nothing of a product to a chat in no product, or once the chat has moved out of it', async () => {
    const { ann } = await twoUsers(t);
    const product = await productWithFacts(ann);
    const plain = (await ann.post('/api/documents', { type: 'explore' })).json();
    await ann.post(`/api/documents/${plain.id}/messages`, { content: 'What should we build next?' });
    expect(sentText(llm.fake.lastBody())).not.toContain('Acme Payroll');
    const moved = (await ann.post('/api/documents', { type: 'explore', productId: product.id })).json();
    expect((await ann.request('PATCH', `/api/documents/${moved.id}`, { productId: null })).statusCode).toBe(200);
    await ann.post(`/api/documents/${moved.id}/messages`, { content: 'What should we build next?' });
    const sent = sentText(llm.fake.lastBody());
    expect(sent).not.toContain('Acme Payroll');
    expect(sent).not.toContain('close the month in one day');
  });

  it('moves a chat’s facts with it: the new product’s facts and instructions, none of the old one’s, its own memories kept', async () => {
    const { ann } = await twoUsers(t);
    const from = await productWithFacts(ann);
    const to = (await ann.post('/api/products', { name: 'Acme Time', instructions: 'Write for shift managers.' })).json();
    await ann.post(`/api/products/${to.id}/facts`, { key: 'target_audience', value: 'shift managers in retail' });
    const chat = (await ann.post('/api/documents', { type: 'explore', productId: from.id })).json();
    await ann.post(`/api/documents/${chat.id}/memories`, { key: 'pain_points', value: 'rotas change daily' });
    expect((await ann.request('PATCH', `/api/documents/${chat.id}`, { productId: to.id })).statusCode).toBe(200);
    await ann.post(`/api/documents/${chat.id}/messages`, { content: 'What should we build next?' });
    const sent = sentText(llm.fake.lastBody());
    expect(sent).toContain('Product: Acme Time.');
    expect(sent).toContain('shift managers in retail');
    expect(sent).toContain('Write for shift managers.');
    expect(sent).toContain('rotas change daily');
    for (const old of ['Acme Payroll', 'payroll clerks at EU firms', 'close the month in one day', 'British English'])
      expect(sent).not.toContain(old);
  });

  it('pairs each guided answer with the question it names, the product’s known ones not asked', async () => {
    const { ann } = await twoUsers(t);
    const product = await productWithFacts(ann);
    const chat = (await ann.post('/api/documents', { type: 'explore', productId: product.id })).json();
    for (const [questionKey, content] of [
      ['pain_points', 'Clerks retype overtime from three spreadsheets'],
      ['main_features', 'An overtime import that checks totals'],
    ])
      expect((await ann.post(`/api/documents/${chat.id}/messages`, { content, isQuestion: true, questionKey })).statusCode).toBe(200);
    await ann.post(`/api/documents/${chat.id}/messages`, { content: 'What should we build first?' });
    const sent = sentText(llm.fake.lastBody());
    const questionnaire = /<questionnaire>([\s\S]*?)<\/questionnaire>/.exec(sent)?.[1] ?? '';
    expect(questionnaire).toMatch(/problems[^\n]*\?\nA: Clerks retype overtime from three spreadsheets/i);
    expect(questionnaire).toMatch(/features[^\n]*\?\nA: An overtime import that checks totals/i);
    expect(questionnaire).not.toMatch(/called/i);
    expect(occurrences(sent, 'payroll clerks at EU firms of 50 to 500 people')).toBe(1);
  });

  it('refuses a question key on a message that is not a guided answer, and writes nothing', async () => {
    const { ann } = await twoUsers(t);
    const chat = (await ann.post('/api/documents', { type: 'explore' })).json();
    const res = await ann.post(`/api/documents/${chat.id}/messages`, { content: 'Hello', questionKey: 'goal' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/questionKey is only for a guided answer/);
    expect((await ann.get(`/api/documents/${chat.id}/messages`)).json()).toEqual([]);
  });
});
