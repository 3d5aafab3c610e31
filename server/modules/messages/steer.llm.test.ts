import { describe, expect, it } from 'vitest';
import { buildChat, buildUser } from '../../test/factories';
import { useFakeLlmApp } from '../../test/fake-llm-app';
import { dataOf, readReplyChunks, textDeltas } from '../../test/reply-stream';

const { t, llm } = useFakeLlmApp();

/** The text the fake model was sent as the conversation's user turns, in order. */
const sentUserTurns = () => {
  const sent = llm.fake.lastBody().messages as { role: string; content: unknown }[];
  return sent.filter((m) => m.role === 'user').map((m) => JSON.stringify(m.content));
};

const list = async (agent: Awaited<ReturnType<typeof buildUser>>, id: string) =>
  (await agent.get(`/api/documents/${id}/messages`)).json() as { id: string; role: string; content: string }[];

describe('edit, regenerate with an LLM provider', () => {
  it('edits a user message, deletes the later turns and answers the edited question, streamed', async () => {
    const ann = await buildUser(t);
    const { document, messages } = await buildChat(t, ann, {
      messages: ['First question', 'First answer', 'Second question', 'Second answer'],
    });
    llm.fake.state.chunks = ['A new', ' answer.'];
    const res = await ann.request(
      'PUT',
      `/api/documents/${document.id}/messages/${messages[0]!.id}`,
      { content: 'First question, rephrased' },
      { accept: 'text/event-stream' },
    );
    expect(res.statusCode).toBe(200);
    const chunks = await readReplyChunks(res.body);
    expect(dataOf(chunks, 'user-message')).toMatchObject([{ id: messages[0]!.id, content: 'First question, rephrased' }]);
    expect(textDeltas(chunks).join('')).toBe('A new answer.');
    // The model read the edited question only: no later turn of the old chat.
    const turns = sentUserTurns();
    expect(turns.some((turn) => turn.includes('First question, rephrased'))).toBe(true);
    expect(turns.some((turn) => turn.includes('Second question'))).toBe(false);
    const after = await list(ann, document.id);
    expect(after.map((m) => [m.role, m.content])).toEqual([
      ['user', 'First question, rephrased'],
      ['assistant', 'A new answer.'],
    ]);
    expect(after[0]!.id).toBe(messages[0]!.id);
  });

  it('regenerates a reply from the chat before it, replacing it and the later turns (JSON)', async () => {
    const ann = await buildUser(t);
    const { document, messages } = await buildChat(t, ann, { messages: ['Question one', 'Old answer', 'Question two', 'Answer two'] });
    llm.fake.state.chunks = ['Fresh', ' answer.'];
    const res = await ann.post(`/api/documents/${document.id}/messages/${messages[1]!.id}/regenerate`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject([{ role: 'assistant', content: 'Fresh answer.' }]);
    expect(sentUserTurns().some((turn) => turn.includes('Question two'))).toBe(false);
    expect((await list(ann, document.id)).map((m) => m.content)).toEqual(['Question one', 'Fresh answer.']);
  });

  it('keeps the edited message when the provider fails, so a retry answers it', async () => {
    const ann = await buildUser(t);
    const { document, messages } = await buildChat(t, ann, { messages: ['Ask', 'Answer'] });
    llm.fake.state.mode = '500';
    const failed = await ann.request('PUT', `/api/documents/${document.id}/messages/${messages[0]!.id}`, { content: 'Ask better' });
    expect(failed.statusCode).toBe(502);
    expect((await list(ann, document.id)).map((m) => m.content)).toEqual(['Ask better']);
    llm.fake.state.mode = 'ok';
    llm.fake.state.chunks = ['Answered', ' again.'];
    const retried = await ann.post(`/api/documents/${document.id}/reply`);
    expect(retried.json()).toMatchObject([{ role: 'assistant', content: 'Answered again.' }]);
  });
});
