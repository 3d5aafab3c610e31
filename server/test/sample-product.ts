import type { Agent } from './agent';

/** The product and fact the route samples name (`product`, `fact`), made by `owner` through the API. */
export async function sampleProduct(owner: Agent) {
  const made = async (url: string, body: object) => {
    const res = await owner.post(url, body);
    if (res.statusCode !== 201) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    return res.json() as { id: string };
  };
  const product = await made('/api/products', { name: 'Sample product', description: 'One line' });
  const fact = await made(`/api/products/${product.id}/facts`, { key: 'audience', value: 'Product managers' });
  return { product: product.id, fact: fact.id };
}
