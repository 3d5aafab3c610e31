import { describe, expect, it } from 'vitest';
import { buildChat, buildDesign, buildUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { dataOf, readReplyChunks } from '../../test/reply-stream';
import { saveMessage } from '../chat/chat.service';
import { designChat } from '../designs/designs.service';

const t = useTestApp();

type Listed = { id: string; role: string; content: string; vote?: number | null; voteComment?: string | null };
const list = async (agent: Awaited<ReturnType<typeof buildUser>>, id: string) =>
  (await agent.get(`/api/documents/${id}/messages`)).json() as Listed[];

describe('edit and regenerate with the offline engine', () => {
  it('edits a message and streams the offline reply in place of the later turns', async () => {
    const ann = await buildUser(t);
    const { document, messages } = await buildChat(t, ann, { messages: ['Our product is Acme', 'Noted', 'More', 'Sure'] });
    const url = `/api/documents/${document.id}/messages/${messages[2]!.id}`;
    const res = await ann.request('PUT', url, { content: 'Draft a PRD outline' }, { accept: 'text/event-stream' });
    const chunks = await readReplyChunks(res.body);
    const saved = dataOf(chunks, 'saved-messages')[0] as Listed[];
    expect(saved.map((m) => m.role)).toEqual(['user', 'assistant']);
    const after = await list(ann, document.id);
    expect(after.map((m) => m.id)).toEqual([messages[0]!.id, messages[1]!.id, messages[2]!.id, saved[1]!.id]);
    expect(after[2]!.content).toBe('Draft a PRD outline');
    expect(after[3]!.content).toMatch(/offline/i);
  });

  it('regenerates the last reply with the offline engine', async () => {
    const ann = await buildUser(t);
    const { document, messages } = await buildChat(t, ann, { messages: ['Draft a PRD outline', 'An old reply'] });
    const res = await ann.post(`/api/documents/${document.id}/messages/${messages[1]!.id}/regenerate`);
    expect(res.statusCode).toBe(200);
    const [reply] = res.json() as Listed[];
    expect(reply!.content).not.toBe('An old reply');
    expect((await list(ann, document.id)).map((m) => m.id)).toEqual([messages[0]!.id, reply!.id]);
  });

  it('refuses bad input, the wrong role and another user, changing nothing', async () => {
    const ann = await buildUser(t);
    const bob = await buildUser(t);
    const { document, messages } = await buildChat(t, ann, { messages: ['Ask', 'Answer', 'Again', 'Again answered'] });
    const [ask, answer] = [messages[0]!, messages[1]!];
    const at = (m: { id: string }) => `/api/documents/${document.id}/messages/${m.id}`;
    const empty = await ann.request('PUT', at(ask), { content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/content must not be empty/);
    const notMine = await ann.request('PUT', at(answer), { content: 'Rewrite the reply' });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().message).toMatch(/Only your own messages can be edited/);
    const notReply = await ann.post(`${at(ask)}/regenerate`);
    expect(notReply.statusCode).toBe(400);
    expect(notReply.json().message).toMatch(/Only a reply from Northstar can be regenerated/);
    expect((await bob.request('PUT', at(ask), { content: 'Hijack' })).statusCode).toBe(404);
    expect((await bob.post(`${at(answer)}/regenerate`)).statusCode).toBe(404);
    const missing = `/api/documents/${document.id}/messages/00000000-0000-4000-8000-000000000000`;
    expect((await ann.request('PUT', missing, { content: 'x' })).statusCode).toBe(404);
    expect((await list(ann, document.id)).map((m) => m.content)).toEqual(['Ask', 'Answer', 'Again', 'Again answered']);
  });
});

describe('votes on replies', () => {
  it('records a vote with its comment, shows it in the chat, clears it, and lists it for the admin', async () => {
    const ann = await buildUser(t);
    const admin = await buildUser(t, { admin: true });
    const { document, messages } = await buildChat(t, ann, { type: 'prd', messages: ['Ask', 'A weak answer', 'Ask more', 'Good'] });
    const vote = (m: { id: string }, body: Record<string, unknown>, who = ann) => who.request('PUT', `/api/messages/${m.id}/vote`, body);
    const down = await vote(messages[1]!, { value: -1, comment: 'Too vague' });
    expect(down.json()).toEqual({ id: messages[1]!.id, vote: -1, voteComment: 'Too vague' });
    t.clock.set(new Date('2026-03-15T10:05:00Z'));
    expect((await vote(messages[3]!, { value: 1 })).statusCode).toBe(200);
    expect((await list(ann, document.id)).map((m) => m.vote ?? null)).toEqual([null, -1, null, 1]);

    const page = (await admin.get('/api/admin/votes?limit=1')).json();
    expect(page.items).toMatchObject([{ messageId: messages[3]!.id, value: 1, journey: 'prd', reply: 'Good', model: null, prompt: null }]);
    const next = (await admin.get(`/api/admin/votes?limit=1&cursor=${page.nextCursor}`)).json();
    expect(next).toMatchObject({ items: [{ value: -1, comment: 'Too vague', reply: 'A weak answer' }], nextCursor: null });

    await vote(messages[1]!, { value: 0 });
    expect((await list(ann, document.id))[1]).toMatchObject({ vote: null, voteComment: null });
    expect((await admin.get('/api/admin/votes')).json().items).toHaveLength(1);
  });

  it('votes on a design review reply too', async () => {
    const ann = await buildUser(t);
    const design = await buildDesign(ann);
    const reply = await saveMessage(
      t.ctx,
      designChat,
      { id: design.id, actor: ann.user },
      { role: 'assistant', content: 'Contrast is low' },
    );
    expect((await ann.request('PUT', `/api/messages/${reply.id}/vote`, { value: 1 })).statusCode).toBe(200);
  });

  it("refuses a bad value, a user message, another user's reply, and a non-admin's list", async () => {
    const ann = await buildUser(t);
    const bob = await buildUser(t);
    const { document, messages } = await buildChat(t, ann, { messages: ['Ask', 'Answer'] });
    const bad = await ann.request('PUT', `/api/messages/${messages[1]!.id}/vote`, { value: 2 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/value must be 1, -1 or 0/);
    expect((await ann.request('PUT', `/api/messages/${messages[0]!.id}/vote`, { value: 1 })).statusCode).toBe(404);
    expect((await bob.request('PUT', `/api/messages/${messages[1]!.id}/vote`, { value: -1 })).statusCode).toBe(404);
    expect((await ann.request('PUT', '/api/messages/not-an-id/vote', { value: 1 })).statusCode).toBe(404);
    expect((await ann.get('/api/admin/votes')).statusCode).toBe(403);
    expect((await list(ann, document.id)).map((m) => m.vote ?? null)).toEqual([null, null]);
  });
});

describe('votes by prompt', () => {
  it('records the prompt version each reply was written under, and counts and filters votes by it', async () => {
    const ann = await buildUser(t);
    const bob = await buildUser(t);
    const admin = await buildUser(t, { admin: true });
    const { document, messages } = await buildChat(t, ann, { type: 'prd', messages: ['Ask', 'Saved as it came'] });
    const reply = async (content: string) =>
      ((await ann.post(`/api/documents/${document.id}/messages`, { content })).json() as Listed[])[1]!;
    const vote = (id: string, value: number) => ann.request('PUT', `/api/messages/${id}/vote`, { value });

    const first = await reply('Draft the goals');
    expect((await vote(first.id, 1)).statusCode).toBe(200);
    // The admin edits the chat prompt: the next reply is written under a new version of it.
    const prompts = (await admin.get('/api/admin/prompts')).json() as { id: string; type: string }[];
    const chatPrompt = prompts.find((p) => p.type === 'chat')!;
    const edited = { id: chatPrompt.id, type: 'chat', content: 'You are a terse CPO.' };
    expect((await admin.request('PUT', `/api/admin/prompts/${chatPrompt.id}`, edited)).statusCode).toBe(200);
    const second = await reply('Draft the risks');
    const third = await reply('Draft the metrics');
    await vote(second.id, -1);
    await vote(third.id, -1);
    await vote(messages[1]!.id, 1);

    const items = (await admin.get('/api/admin/votes')).json().items as { messageId: string; prompt: string | null }[];
    const promptOf = (id: string) => items.find((i) => i.messageId === id)?.prompt;
    const before = promptOf(first.id);
    const after = promptOf(second.id);
    expect(before).toMatch(/^chat\/prd#[0-9a-f]{8}$/);
    expect(after).toMatch(/^chat\/prd#[0-9a-f]{8}$/);
    expect(after).not.toBe(before);
    expect(promptOf(third.id)).toBe(after);
    expect(promptOf(messages[1]!.id)).toBeNull();

    const groups = (await admin.get('/api/admin/votes/prompts')).json();
    // The most voted prompt first.
    expect(groups[0]).toEqual({ prompt: after, up: 0, down: 2, lastVotedAt: expect.any(String) });
    expect(groups).toHaveLength(3);
    expect(groups).toEqual(
      expect.arrayContaining([
        { prompt: before, up: 1, down: 0, lastVotedAt: expect.any(String) },
        { prompt: null, up: 1, down: 0, lastVotedAt: expect.any(String) },
      ]),
    );

    const only = (await admin.get(`/api/admin/votes?prompt=${encodeURIComponent(after!)}`)).json().items as { messageId: string }[];
    expect(only.map((i) => i.messageId).sort()).toEqual([second.id, third.id].sort());
    const none = (await admin.get('/api/admin/votes?prompt=none')).json().items as { messageId: string }[];
    expect(none.map((i) => i.messageId)).toEqual([messages[1]!.id]);
    expect((await admin.get('/api/admin/votes?prompt=')).statusCode).toBe(400);
    expect((await bob.get('/api/admin/votes/prompts')).statusCode).toBe(403);
  });
});
