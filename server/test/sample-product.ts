import type { Agent } from './agent';
import { multipartBody } from './multipart';

/** The product, fact and knowledge file the route samples name (`product`, `fact`, `knowledge`), made by `owner` through the API. */
export async function sampleProduct(owner: Agent) {
  const made = async (url: string, body: object) => {
    const res = await owner.post(url, body);
    if (res.statusCode !== 201) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    return res.json() as { id: string };
  };
  const product = await made('/api/products', { name: 'Sample product', description: 'One line' });
  const fact = await made(`/api/products/${product.id}/facts`, { key: 'audience', value: 'Product managers' });
  const form = multipartBody('file', Buffer.from('# Pricing\n\nThe Pro tier costs 12 euros.'), 'Pricing.md', 'text/markdown');
  const knowledge = await owner.post(`/api/products/${product.id}/knowledge`, form.body, { 'content-type': form.contentType });
  if (knowledge.statusCode !== 201) throw new Error(`knowledge answered ${knowledge.statusCode}: ${knowledge.body}`);
  return { product: product.id, fact: fact.id, knowledge: (knowledge.json() as { id: string }).id };
}
