import type { Agent } from './agent';

/**
 * The messages the route samples name, made by `owner` through the API: `ask`, a user message of the
 * document `doc` (an edit of it deletes what follows); `reply`, a reply in a chat of its own (`chat`),
 * which a regenerate replaces; `vote`, a saved analysis in the design's chat, which no other sample deletes.
 */
export async function sampleMessages(owner: Agent, doc: string, design: string) {
  const sent = async (url: string, body: object) => {
    const res = await owner.post(url, body);
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    return res.json() as { id: string }[];
  };
  const [ask] = await sent(`/api/documents/${doc}/messages`, { content: 'Hello' });
  const chat = (await owner.post('/api/documents', { title: 'Sample chat', type: 'explore' })).json() as { id: string };
  const [, reply] = await sent(`/api/documents/${chat.id}/messages`, { content: 'Draft a PRD outline' });
  const [vote] = await sent(`/api/designs/${design}/messages`, { content: 'Contrast is low', role: 'assistant' });
  if (!ask || !reply || !vote) throw new Error('the sample chats are missing a message');
  return { ask: ask.id, chat: chat.id, reply: reply.id, vote: vote.id };
}
