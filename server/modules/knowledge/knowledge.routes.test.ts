import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { retrievePassages } from './knowledge.queries';
import { KNOWLEDGE_MESSAGES } from './knowledge.service';
import { pdfFile, pdfPages } from '../../test/file-fixtures';
import { useTestApp } from '../../test/harness';
import { multipartBody } from '../../test/multipart';
import { twoUsers } from '../../test/two-users';
import type { Agent } from '../../test/agent';

const t = useTestApp();

const PRICING = ['Pricing for Acme Payroll.', 'The Enterprise tier costs 49 euros per seat each month, billed yearly.'];
const ROADMAP = '# Roadmap\n\nWe ship payslip exports in March.\n\n## Risks\n\nThe tax tables change every April.';

async function upload(agent: Agent, productId: string, data: Buffer, name: string, type: string) {
  const form = multipartBody('file', data, name, type);
  return agent.post(`/api/products/${productId}/knowledge`, form.body, { 'content-type': form.contentType });
}

const newProduct = async (agent: Agent, name = 'Acme Payroll') => (await agent.post('/api/products', { name })).json() as { id: string };
const userIdOf = async (agent: Agent) => (await agent.get('/api/user')).json().id as string;

describe('a product’s knowledge files and documents', () => {
  it('adds a PDF and a Markdown file, lists them newest first, and removes one with its passages', async () => {
    const { ann } = await twoUsers(t);
    const product = await newProduct(ann);
    const pdf = await upload(ann, product.id, pdfPages([PRICING]), 'Pricing.pdf', 'application/pdf');
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json()).toMatchObject({ name: 'Pricing.pdf', kind: 'file', productId: product.id, documentId: null });
    expect(pdf.json().passages).toBeGreaterThan(0);
    t.clock.advance(1000);
    const md = await upload(ann, product.id, Buffer.from(ROADMAP), 'Roadmap.md', 'text/markdown');
    expect(md.statusCode).toBe(201);
    expect(md.json().passages).toBe(2);
    const list = (await ann.get(`/api/products/${product.id}/knowledge`)).json() as { name: string }[];
    expect(list.map((i) => i.name)).toEqual(['Roadmap.md', 'Pricing.pdf']);

    const userId = await userIdOf(ann);
    const found = await retrievePassages(t.ctx.database.db, { productId: product.id, userId, question: 'Enterprise tier price?' });
    expect(found[0]).toMatchObject({ name: 'Pricing.pdf' });
    expect(found[0]?.text).toContain('49 euros');
    const risks = await retrievePassages(t.ctx.database.db, { productId: product.id, userId, question: 'which tax risks' });
    expect(risks[0]).toMatchObject({ name: 'Roadmap.md', heading: 'Risks' });

    expect((await ann.request('DELETE', `/api/products/${product.id}/knowledge/${pdf.json().id}`)).statusCode).toBe(200);
    expect(((await ann.get(`/api/products/${product.id}/knowledge`)).json() as unknown[]).length).toBe(1);
    expect(await retrievePassages(t.ctx.database.db, { productId: product.id, userId, question: 'Enterprise tier price' })).toEqual([]);
    expect((await ann.request('DELETE', `/api/products/${product.id}/knowledge/${pdf.json().id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with a clear 400 and writes nothing', async () => {
    const { ann, bob } = await twoUsers(t);
    const product = await newProduct(ann);
    const url = `/api/products/${product.id}/knowledge`;
    const none = await ann.post(url);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(KNOWLEDGE_MESSAGES.nothingSent);
    const wrongField = multipartBody('attachment', Buffer.from('hello'), 'a.txt', 'text/plain');
    const noFile = await ann.post(url, wrongField.body, { 'content-type': wrongField.contentType });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toMatch(/attach the file in the form field "file"/);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const image = await upload(ann, product.id, png, 'screen.png', 'image/png');
    expect(image.statusCode).toBe(400);
    expect(image.json().message).toBe(KNOWLEDGE_MESSAGES.notDocumentFile);
    const binary = await upload(ann, product.id, Buffer.from([0, 1, 2, 3, 255]), 'data.bin', 'application/octet-stream');
    expect(binary.statusCode).toBe(400);
    expect(binary.json().message).toBe(KNOWLEDGE_MESSAGES.notDocumentFile);
    const scan = await upload(ann, product.id, pdfFile(), 'Scan.pdf', 'application/pdf');
    expect(scan.statusCode).toBe(400);
    expect(scan.json().message).toBe(KNOWLEDGE_MESSAGES.noText);
    const badId = await ann.post(url, { documentId: 'nope' });
    expect(badId.statusCode).toBe(400);
    const bobsDoc = (await bob.post('/api/documents', { type: 'enhance', title: 'Bob plan' })).json();
    for (const documentId of [bobsDoc.id, '00000000-0000-4000-8000-000000000000']) {
      const refused = await ann.post(url, { documentId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(KNOWLEDGE_MESSAGES.noDocument);
    }
    expect((await ann.get(url)).json()).toEqual([]);
  });

  it('answers 404 for another user’s product, and changes nothing there', async () => {
    const { ann, bob } = await twoUsers(t);
    const product = await newProduct(ann);
    const item = (await upload(ann, product.id, Buffer.from(ROADMAP), 'Roadmap.md', 'text/markdown')).json();
    const url = `/api/products/${product.id}/knowledge`;
    expect((await bob.get(url)).statusCode).toBe(404);
    expect((await upload(bob, product.id, Buffer.from(ROADMAP), 'Mine.md', 'text/markdown')).statusCode).toBe(404);
    const bobsDoc = (await bob.post('/api/documents', { type: 'enhance', title: 'Bob plan' })).json();
    expect((await bob.post(url, { documentId: bobsDoc.id })).statusCode).toBe(404);
    expect((await bob.request('DELETE', `${url}/${item.id}`)).statusCode).toBe(404);
    expect(((await ann.get(url)).json() as { name: string }[]).map((i) => i.name)).toEqual(['Roadmap.md']);
  });

  it('adds one of the user’s documents, and indexes it again when it is saved', async () => {
    const { ann } = await twoUsers(t);
    const product = await newProduct(ann);
    const doc = (
      await ann.post('/api/documents', {
        type: 'enhance',
        title: 'Payslip PRD',
        content: '<h2>Goal</h2><p>Clerks export payslips as PDF.</p>',
      })
    ).json();
    const added = await ann.post(`/api/products/${product.id}/knowledge`, { documentId: doc.id });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ name: 'Payslip PRD', kind: 'document', documentId: doc.id, passages: 1 });
    const userId = await userIdOf(ann);
    const ask = (question: string) => retrievePassages(t.ctx.database.db, { productId: product.id, userId, question });
    expect((await ask('export payslips'))[0]).toMatchObject({ heading: 'Goal', documentId: doc.id });

    const saved = await ann.request('PUT', `/api/documents/${doc.id}`, {
      title: 'Payslip PRD',
      content: '<h2>Goal</h2><p>Clerks send payslips by secure email.</p><h2>Metric</h2><p>Half of clerks within a quarter.</p>',
    });
    expect(saved.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await ask('secure email'))[0]?.text).toContain('secure email'));
    expect(await ask('export PDF')).toEqual([]);
    await vi.waitFor(async () =>
      expect(((await ann.get(`/api/products/${product.id}/knowledge`)).json() as { passages: number }[])[0]?.passages).toBe(2),
    );
  });

  it('deletes a product’s knowledge with it, whether its items are kept or deleted', async () => {
    const { ann } = await twoUsers(t);
    const userId = await userIdOf(ann);
    for (const items of ['keep', 'delete']) {
      const product = await newProduct(ann, `Product ${items}`);
      const doc = (await ann.post('/api/documents', { type: 'enhance', title: 'Spec', content: '<p>Payslip exports</p>' })).json();
      await ann.request('PATCH', `/api/documents/${doc.id}`, { productId: product.id });
      expect((await ann.post(`/api/products/${product.id}/knowledge`, { documentId: doc.id })).statusCode).toBe(201);
      expect((await upload(ann, product.id, Buffer.from(ROADMAP), 'Roadmap.md', 'text/markdown')).statusCode).toBe(201);
      expect((await ann.request('DELETE', `/api/products/${product.id}?items=${items}`)).statusCode).toBe(200);
      expect(await retrievePassages(t.ctx.database.db, { productId: product.id, userId, question: 'payslip roadmap' })).toEqual([]);
      expect((await ann.get(`/api/products/${product.id}/knowledge`)).statusCode).toBe(404);
    }
  });
});
