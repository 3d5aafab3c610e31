import { describe, expect, it } from 'vitest';
import type { FactDto, ProductDto } from '../../../common/products';
import { buildChat, buildUser, type SignedIn } from '../../test/factories';
import { useTestApp } from '../../test/harness';

const t = useTestApp();

const newProduct = async (owner: SignedIn, body: object = { name: 'Acme Payroll' }) => {
  const res = await owner.post('/api/products', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ProductDto;
};
const newFact = async (owner: SignedIn, productId: string, body: object) => {
  const res = await owner.post(`/api/products/${productId}/facts`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as FactDto;
};

describe('products', () => {
  it('creates, lists by name, reads and changes a product', async () => {
    const ann = await buildUser(t);
    const payroll = await newProduct(ann, { name: 'Payroll', description: 'Pay people on time', instructions: 'British English' });
    expect(payroll).toMatchObject({ name: 'Payroll', description: 'Pay people on time', instructions: 'British English' });
    const atlas = await newProduct(ann, { name: '  Atlas  ' });
    expect(atlas).toMatchObject({ name: 'Atlas', description: '', instructions: '' });

    expect((await ann.get('/api/products')).json().map((p: ProductDto) => p.name)).toEqual(['Atlas', 'Payroll']);
    expect((await ann.get(`/api/products/${payroll.id}`)).json()).toEqual({
      ...payroll,
      permissions: { edit: true, delete: true, share: true },
    });

    const changed = await ann.request('PATCH', `/api/products/${payroll.id}`, { instructions: 'B2B, EU only' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Payroll', description: 'Pay people on time', instructions: 'B2B, EU only' });
  });

  it('refuses bad input with a clear 400 and writes nothing', async () => {
    const ann = await buildUser(t);
    const refused = async (method: 'POST' | 'PATCH', url: string, body: unknown, message: RegExp) => {
      const res = await ann.request(method, url, body as object);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(message);
    };
    await refused('POST', '/api/products', {}, /name/);
    await refused('POST', '/api/products', { name: '   ' }, /Product name is required/);
    await refused('POST', '/api/products', { name: 'x'.repeat(121) }, /at most 120/);
    await refused('POST', '/api/products', { name: 'Ok', instructions: 7 }, /instructions must be text/);
    await refused('POST', '/api/products', { name: 'Bad\u0000name' }, /control characters/);
    expect((await ann.get('/api/products')).json()).toEqual([]);

    const product = await newProduct(ann);
    await refused('PATCH', `/api/products/${product.id}`, {}, /Nothing to change/);
    await refused('PATCH', `/api/products/${product.id}`, { name: '' }, /Product name is required/);
    expect((await ann.get(`/api/products/${product.id}`)).json()).toEqual({
      ...product,
      permissions: { edit: true, delete: true, share: true },
    });
  });

  it("answers 404 for another user's product and its facts, and changes nothing of them", async () => {
    const ann = await buildUser(t);
    const bob = await buildUser(t);
    const product = await newProduct(ann);
    const fact = await newFact(ann, product.id, { key: 'audience', value: 'Payroll managers' });
    const base = `/api/products/${product.id}`;

    for (const [method, url, body] of [
      ['GET', base],
      ['PATCH', base, { name: 'Mine now' }],
      ['DELETE', `${base}?items=delete`],
      ['GET', `${base}/facts`],
      ['POST', `${base}/facts`, { key: 'goal', value: 'Steal' }],
      ['PATCH', `${base}/facts/${fact.id}`, { value: 'Changed' }],
      ['DELETE', `${base}/facts/${fact.id}`],
    ] as const) {
      const res = await bob.request(method, url, body);
      expect([method, url, res.statusCode, res.json().message]).toEqual([method, url, 404, expect.stringMatching(/not found/)]);
    }
    expect((await bob.get('/api/products')).json()).toEqual([]);
    expect((await ann.get(base)).json()).toEqual({ ...product, permissions: { edit: true, delete: true, share: true } });
    expect((await ann.get(`${base}/facts`)).json()).toEqual([fact]);
  });

  it('will not delete a product without being told what happens to its items', async () => {
    const ann = await buildUser(t);
    const product = await newProduct(ann);
    for (const query of ['', '?items=', '?items=archive']) {
      const res = await ann.request('DELETE', `/api/products/${product.id}${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        "items: must be 'keep' (its chats, documents and designs move to no product) or 'delete' (they are deleted with it)",
      );
    }
    expect((await ann.get(`/api/products/${product.id}`)).statusCode).toBe(200);
  });
});

describe('product facts', () => {
  it('adds, lists by key, changes and deletes facts, with where each came from', async () => {
    const ann = await buildUser(t);
    const product = await newProduct(ann);
    const { document: chat } = await buildChat(t, ann, { title: 'Kick-off' });
    const { document: prd } = await buildChat(t, ann, { title: 'PRD', type: 'enhance' });
    const typed = await newFact(ann, product.id, { key: 'goal', value: 'Cut payroll errors' });
    const learned = await newFact(ann, product.id, { key: 'audience', value: 'HR teams', sourceId: chat.id });
    expect(typed).toMatchObject({ productId: product.id, key: 'goal', source: 'manual', sourceId: null });
    expect(learned).toMatchObject({ key: 'audience', source: 'chat', sourceId: chat.id });

    const url = `/api/products/${product.id}/facts`;
    expect((await ann.get(url)).json().map((f: FactDto) => f.key)).toEqual(['audience', 'goal']);

    const changed = await ann.request('PATCH', `${url}/${typed.id}`, { value: 'Zero payroll errors', sourceId: prd.id });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ key: 'goal', value: 'Zero payroll errors', source: 'document', sourceId: prd.id });

    expect((await ann.request('DELETE', `${url}/${learned.id}`)).statusCode).toBe(200);
    expect((await ann.get(url)).json().map((f: FactDto) => f.key)).toEqual(['goal']);
    expect((await ann.request('DELETE', `${url}/${learned.id}`)).statusCode).toBe(404);
  });

  it('never writes over a fact silently: a key the product has answers 409', async () => {
    const ann = await buildUser(t);
    const product = await newProduct(ann);
    const goal = await newFact(ann, product.id, { key: 'goal', value: 'Cut errors' });
    const audience = await newFact(ann, product.id, { key: 'audience', value: 'HR' });
    const url = `/api/products/${product.id}/facts`;

    const again = await ann.post(url, { key: 'goal', value: 'Something else' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already has a fact with this key/);
    const renamed = await ann.request('PATCH', `${url}/${audience.id}`, { key: 'goal' });
    expect(renamed.statusCode).toBe(409);
    expect((await ann.get(url)).json()).toEqual([audience, goal]);
  });

  it("refuses bad facts, another user's source and a fact of another product", async () => {
    const ann = await buildUser(t);
    const bob = await buildUser(t);
    const product = await newProduct(ann);
    const other = await newProduct(ann, { name: 'Other' });
    const elsewhere = await newFact(ann, other.id, { key: 'goal', value: 'Elsewhere' });
    const { document: bobsChat } = await buildChat(t, bob);
    const url = `/api/products/${product.id}/facts`;

    for (const [body, message] of [
      [{ value: 'v' }, /key/],
      [{ key: 'k', value: '  ' }, /value is required/],
      [{ key: 'k'.repeat(101), value: 'v' }, /at most 100/],
      [{ key: 'k', value: 'v', sourceId: bobsChat.id }, /sourceId: no such chat or document of yours/],
      [{ key: 'k', value: 'v', sourceId: 'not-an-id' }, /sourceId: no such chat or document of yours/],
    ] as const) {
      const res = await ann.post(url, body);
      expect([res.statusCode, res.json().message]).toEqual([400, expect.stringMatching(message)]);
    }
    expect((await ann.get(url)).json()).toEqual([]);
    expect((await ann.request('PATCH', `${url}/${elsewhere.id}`, { value: 'Moved?' })).statusCode).toBe(404);
    expect((await ann.request('DELETE', `${url}/${elsewhere.id}`)).statusCode).toBe(404);
    expect((await ann.request('PATCH', `${url}/${elsewhere.id}`, {})).statusCode).toBe(400);
    expect((await ann.get(`/api/products/${other.id}/facts`)).json()).toEqual([elsewhere]);
  });
});
