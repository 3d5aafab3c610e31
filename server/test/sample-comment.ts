import type { Agent } from './agent';

/** The comment thread the route samples name (`comment`), made by `owner` on their document through the API. */
export async function sampleComment(owner: Agent, documentId: string) {
  const res = await owner.post(`/api/documents/${documentId}/comments`, { body: 'Sample comment', anchor: { quote: 'Plan' } });
  if (res.statusCode !== 201) throw new Error(`comments answered ${res.statusCode}: ${res.body}`);
  return { comment: (res.json() as { id: string }).id };
}
