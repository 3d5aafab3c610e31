import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DesignSummary } from '../../../common/designs';
import type { DocumentSummary } from '../../../common/documents';
import type { ProductDto } from '../../../common/products';
import { messages } from '../../db/schema/documents';
import { buildChat, buildDesign, buildDocument, buildUser, type SignedIn } from '../../test/factories';
import { useTestApp } from '../../test/harness';

const t = useTestApp({ PLAN_LIMITS: 'off' });

const newProduct = async (owner: SignedIn, name: string) => {
  const res = await owner.post('/api/products', { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ProductDto;
};
const documentIds = async (owner: SignedIn, productId: string) =>
  ((await owner.get(`/api/documents?productId=${productId}`)).json().items as DocumentSummary[]).map((d) => d.id).sort();
const designIds = async (owner: SignedIn, productId: string) =>
  ((await owner.get(`/api/designs?productId=${productId}`)).json() as DesignSummary[]).map((d) => d.id).sort();
const move = (owner: SignedIn, kind: 'documents' | 'designs', id: string, productId: string | null) =>
  owner.request('PATCH', `/api/${kind}/${id}`, { productId });

describe("a product's chats, documents and designs", () => {
  it('creates items in a product, lists them by product and in no product', async () => {
    const ann = await buildUser(t);
    const payroll = await newProduct(ann, 'Payroll');
    const atlas = await newProduct(ann, 'Atlas');
    const chat = await buildDocument(ann, { title: 'Kick-off', productId: payroll.id });
    const prd = await buildDocument(ann, { title: 'PRD', type: 'enhance', productId: payroll.id });
    const loose = await buildDocument(ann, { title: 'Loose' });
    const design = await buildDesign(ann, { title: 'Onboarding', productId: atlas.id });
    const looseDesign = await buildDesign(ann, { title: 'Sketch' });
    expect(chat.productId).toBe(payroll.id);
    expect(loose.productId).toBeNull();
    expect(design.productId).toBe(atlas.id);

    expect(await documentIds(ann, payroll.id)).toEqual([chat.id, prd.id].sort());
    expect(await documentIds(ann, atlas.id)).toEqual([]);
    expect(await documentIds(ann, 'none')).toEqual([loose.id]);
    expect(await designIds(ann, atlas.id)).toEqual([design.id]);
    expect(await designIds(ann, 'none')).toEqual([looseDesign.id]);
    // Editor documents of a product, and the unfiltered list, which names each item's product.
    const editors = (await ann.get(`/api/documents?kind=editor&productId=${payroll.id}`)).json().items as DocumentSummary[];
    expect(editors.map((d) => d.id)).toEqual([prd.id]);
    const all = (await ann.get('/api/documents')).json() as DocumentSummary[];
    expect(Object.fromEntries(all.map((d) => [d.title, d.productId]))).toEqual({ 'Kick-off': payroll.id, PRD: payroll.id, Loose: null });

    for (const url of ['/api/documents?productId=acme', '/api/designs?productId=acme']) {
      const res = await ann.get(url);
      expect([res.statusCode, res.json().message]).toEqual([400, "productId: productId must be a product's id or 'none'"]);
    }
  });

  it('moves a chat between products and out of any, its messages with it', async () => {
    const ann = await buildUser(t);
    const payroll = await newProduct(ann, 'Payroll');
    const atlas = await newProduct(ann, 'Atlas');
    const { document: chat } = await buildChat(t, ann, { productId: payroll.id, messages: ['Who are the users?', 'HR teams.'] });
    const design = await buildDesign(ann, { productId: payroll.id });

    const moved = await move(ann, 'documents', chat.id, atlas.id);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ id: chat.id, productId: atlas.id, updatedAt: chat.updatedAt });
    expect(await documentIds(ann, payroll.id)).toEqual([]);
    expect(await documentIds(ann, atlas.id)).toEqual([chat.id]);
    expect((await ann.get(`/api/documents/${chat.id}/messages`)).json()).toHaveLength(2);

    expect((await move(ann, 'designs', design.id, atlas.id)).json()).toMatchObject({ productId: atlas.id });

    // A reply opened as a document lands in the chat's product.
    const [, reply] = (await ann.get(`/api/documents/${chat.id}/messages`)).json() as { id: string }[];
    const opened = await ann.post(`/api/documents/${chat.id}/messages/${reply?.id}/document`);
    expect(opened.statusCode, opened.body).toBe(201);
    expect((await ann.get(`/api/documents/${opened.json().id}`)).json()).toMatchObject({ productId: atlas.id, sourceChatId: chat.id });
    expect(await designIds(ann, atlas.id)).toEqual([design.id]);

    expect((await move(ann, 'documents', chat.id, null)).json()).toMatchObject({ productId: null });
    expect((await move(ann, 'designs', design.id, null)).json()).toMatchObject({ productId: null });
    expect(await documentIds(ann, 'none')).toEqual([chat.id]);
    expect(await designIds(ann, 'none')).toEqual([design.id]);
    expect(await documentIds(ann, atlas.id)).toEqual([opened.json().id]);
  });

  it("refuses another user's product as a 400 and writes nothing; another user's item is 404", async () => {
    const ann = await buildUser(t);
    const bob = await buildUser(t);
    const mine = await newProduct(ann, 'Payroll');
    const bobs = await newProduct(bob, 'Secret');
    const chat = await buildDocument(ann, { productId: mine.id });
    const design = await buildDesign(ann);
    const refusal = [400, 'productId: no such product of yours'];

    for (const res of [
      await ann.post('/api/documents', { title: 'Sneaky', productId: bobs.id }),
      await ann.post('/api/designs', { title: 'Sneaky', productId: bobs.id }),
      await ann.post('/api/documents', { title: 'Sneaky', productId: '00000000-0000-4000-8000-000000000000' }),
      await move(ann, 'documents', chat.id, bobs.id),
      await move(ann, 'designs', design.id, bobs.id),
      // A model and a product in one request: the refused product leaves the model as it was.
      await ann.request('PATCH', `/api/documents/${chat.id}`, { model: 'offline', productId: bobs.id }),
    ]) {
      expect([res.statusCode, res.json().message]).toEqual(refusal);
    }
    expect((await ann.get('/api/documents')).json()).toHaveLength(1);
    expect((await ann.get(`/api/documents/${chat.id}`)).json()).toMatchObject({ productId: mine.id, model: null });
    expect(await designIds(ann, 'none')).toEqual([design.id]);
    expect(await documentIds(bob, bobs.id)).toEqual([]);

    expect((await move(bob, 'documents', chat.id, bobs.id)).statusCode).toBe(404);
    expect((await move(bob, 'designs', design.id, null)).statusCode).toBe(404);
    expect((await ann.request('PATCH', `/api/documents/${chat.id}`, {})).json().message).toBe(
      'Nothing to change: send model, productId or teamId',
    );
  });
});

describe('deleting a product', () => {
  it('with items=keep loses nothing: its chats, documents and designs stay, in no product; its facts go', async () => {
    const ann = await buildUser(t);
    const payroll = await newProduct(ann, 'Payroll');
    const { document: chat } = await buildChat(t, ann, { productId: payroll.id, messages: ['Who pays?', 'Employers.'] });
    const prd = await buildDocument(ann, { type: 'enhance', content: '<p>Scope</p>', productId: payroll.id });
    const design = await buildDesign(ann, { productId: payroll.id });
    await ann.post(`/api/products/${payroll.id}/facts`, { key: 'goal', value: 'Pay on time', sourceId: chat.id });

    const res = await ann.request('DELETE', `/api/products/${payroll.id}?items=keep`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Product deleted; 2 chats or documents and 1 design moved to no product');

    expect((await ann.get(`/api/products/${payroll.id}`)).statusCode).toBe(404);
    expect((await ann.get(`/api/products/${payroll.id}/facts`)).statusCode).toBe(404);
    expect((await ann.get(`/api/documents/${chat.id}`)).json()).toMatchObject({ productId: null, title: chat.title });
    expect((await ann.get(`/api/documents/${prd.id}`)).json()).toMatchObject({ productId: null, content: '<p>Scope</p>' });
    expect((await ann.get(`/api/designs/${design.id}`)).json()).toMatchObject({ productId: null });
    expect(await t.database.db.select().from(messages).where(eq(messages.documentId, chat.id))).toHaveLength(2);
    expect(await documentIds(ann, 'none')).toEqual([chat.id, prd.id].sort());
  });

  it('with items=delete deletes its items and nothing else', async () => {
    const ann = await buildUser(t);
    const bob = await buildUser(t);
    const payroll = await newProduct(ann, 'Payroll');
    const atlas = await newProduct(ann, 'Atlas');
    const { document: chat } = await buildChat(t, ann, { productId: payroll.id, messages: ['Hello'] });
    const design = await buildDesign(ann, { productId: payroll.id });
    const kept = await buildDocument(ann, { productId: atlas.id });
    const loose = await buildDesign(ann);
    const bobs = await buildDocument(bob);

    const res = await ann.request('DELETE', `/api/products/${payroll.id}?items=delete`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Product deleted; 1 chat or document and 1 design deleted with it');

    expect((await ann.get(`/api/documents/${chat.id}`)).statusCode).toBe(404);
    expect((await ann.get(`/api/designs/${design.id}`)).statusCode).toBe(404);
    expect(await t.database.db.select().from(messages).where(eq(messages.documentId, chat.id))).toEqual([]);
    expect(await documentIds(ann, atlas.id)).toEqual([kept.id]);
    expect(await designIds(ann, 'none')).toEqual([loose.id]);
    expect((await bob.get(`/api/documents/${bobs.id}`)).statusCode).toBe(200);
    expect((await ann.get('/api/products')).json().map((p: ProductDto) => p.name)).toEqual(['Atlas']);
  });

  it('goes with its owner: deleting the account deletes products with their items', async () => {
    const ann = await buildUser(t);
    const payroll = await newProduct(ann, 'Payroll');
    await buildChat(t, ann, { productId: payroll.id, messages: ['Hello'] });
    await buildDesign(ann, { productId: payroll.id });
    const res = await ann.request('DELETE', '/api/account', { confirm: ann.user.email });
    expect(res.statusCode, res.body).toBe(200);
  });
});
