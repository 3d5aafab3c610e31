import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents, messages } from '../../db/schema/documents';
import { runTool } from '../../ai/tools/registry';
import { buildChat, buildUser, type SignedIn } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { MESSAGE_NOT_FOUND, NOT_A_REPLY } from './reply-document';

const t = useTestApp();

const REPLY = [
  'Here is how the two plans compare.',
  '',
  '## Plan comparison',
  '',
  '| Plan | Price | Seats |',
  '|---|---:|---:|',
  '| Team | $29 | 10 |',
  '| Business | $79 | 50 |',
  '',
  '### Next steps',
  '',
  '- Ask five customers',
  '- Price the Business plan',
  '',
  "_From Northstar's offline engine: rule-based, no AI model configured._",
].join('\n');

const open = (agent: SignedIn, chatId: string, messageId: string) => agent.post(`/api/documents/${chatId}/messages/${messageId}/document`);

async function documentCount(userId: string) {
  const [row] = await t.database.db.select({ n: count() }).from(documents).where(eq(documents.userId, userId));
  return row?.n ?? 0;
}

describe('POST /api/documents/:id/messages/:messageId/document', () => {
  it('makes the reply an editor document with its headings, lists and tables, titled from the chat and linked to it', async () => {
    const ann = await buildUser(t);
    const { document: chat, messages: saved } = await buildChat(t, ann, { title: 'Pricing', messages: ['Compare the plans', REPLY] });
    const res = await open(ann, chat.id, saved[1]!.id);
    expect(res.statusCode).toBe(201);
    const made = res.json() as { id: string; title: string };
    expect(made.title).toBe('Pricing — Plan comparison');
    const doc = (await ann.get(`/api/documents/${made.id}`)).json() as {
      title: string;
      type: string;
      content: string;
      sourceChatId: string;
    };
    expect(doc).toMatchObject({ title: made.title, type: 'enhance', sourceChatId: chat.id });
    expect(doc.content).toContain('<h1>Pricing — Plan comparison</h1>');
    expect(doc.content).toMatch(/<table>.*<th>Plan<\/th>.*<td>Business<\/td>.*<\/table>/s);
    expect(doc.content).toContain('<h3>Next steps</h3>');
    expect(doc.content).toContain('<li>Ask five customers</li>');
    // The chat's own lines stay in the chat: the introduction above the title and the offline note.
    expect(doc.content).not.toMatch(/offline engine|Here is how/);
    // Its first version says the AI wrote it.
    const versions = (await ann.get(`/api/documents/${made.id}/versions`)).json() as { source: string }[];
    expect(versions.map((v) => v.source)).toEqual(['ai']);
  });

  it('writes each tool call as a block with its inputs, formula and answer, in the order of the reply', async () => {
    const ann = await buildUser(t);
    const { document: chat } = await buildChat(t, ann, { title: 'Checkout test' });
    const input = { controlVisitors: 1000, controlConversions: 100, variantVisitors: 1000, variantConversions: 130 };
    const output = runTool('significance', input);
    const [row] = await t.database.db
      .insert(messages)
      .values({
        documentId: chat.id,
        role: 'assistant',
        content: 'The variant wins.\n\nShip it.',
        parts: [
          { type: 'text', text: 'The variant wins.' },
          { type: 'tool-significance', toolCallId: 'call-1', state: 'output-available', input, output },
          { type: 'text', text: 'Ship it.' },
        ],
        createdAt: t.clock.now(),
      })
      .returning();
    const made = (await open(ann, chat.id, row!.id)).json() as { id: string; title: string };
    expect(made.title).toBe('Checkout test');
    const { content } = (await ann.get(`/api/documents/${made.id}`)).json() as { content: string };
    expect(content).toContain('<strong>Computed: Significance</strong>');
    expect(content).toMatch(/<td>Control visitors<\/td>\s*<td>1000<\/td>/);
    expect(content).toContain(output.answer.replace(/&/g, '&amp;'));
    expect(content.indexOf('The variant wins')).toBeLessThan(content.indexOf('Computed: Significance'));
    expect(content.indexOf('Computed: Significance')).toBeLessThan(content.indexOf('Ship it'));
  });

  it("answers 404 for another user's chat and for a message of another chat, and writes nothing", async () => {
    const ann = await buildUser(t);
    const bob = await buildUser(t);
    const { document: chat, messages: saved } = await buildChat(t, ann, { messages: ['Hi', REPLY] });
    const { document: bobsChat } = await buildChat(t, bob, { messages: ['Hello'] });
    const before = [await documentCount(ann.user.id), await documentCount(bob.user.id)];
    const stranger = await open(bob, chat.id, saved[1]!.id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Document not found');
    const elsewhere = await open(bob, bobsChat.id, saved[1]!.id);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe(MESSAGE_NOT_FOUND);
    expect([await documentCount(ann.user.id), await documentCount(bob.user.id)]).toEqual(before);
  });

  it("refuses the user's own message and an unknown message with a clear message, and writes nothing", async () => {
    const ann = await buildUser(t);
    const { document: chat, messages: saved } = await buildChat(t, ann, { messages: ['Compare the plans', REPLY] });
    const before = await documentCount(ann.user.id);
    const own = await open(ann, chat.id, saved[0]!.id);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ message: NOT_A_REPLY, code: 'not_a_reply' });
    const unknown = await open(ann, chat.id, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGE_NOT_FOUND);
    const malformed = await open(ann, chat.id, 'not-an-id');
    expect(malformed.statusCode).toBe(404);
    expect(await documentCount(ann.user.id)).toBe(before);
  });

  it('keeps the document when its chat is deleted, without the link', async () => {
    const ann = await buildUser(t);
    const { document: chat, messages: saved } = await buildChat(t, ann, { messages: ['Hi', REPLY] });
    const made = (await open(ann, chat.id, saved[1]!.id)).json() as { id: string };
    expect((await ann.request('DELETE', `/api/documents/${chat.id}`)).statusCode).toBe(200);
    const doc = (await ann.get(`/api/documents/${made.id}`)).json() as { sourceChatId: string | null };
    expect(doc.sourceChatId).toBeNull();
  });
});
