import { describe, expect, it } from 'vitest';
import type { CommentDto, NotificationListDto } from '../../../common/comments';
import { LIMITS } from '../../../common/constants';
import { createAgent } from '../../test/agent';
import { buildDocument, buildUser, type SignedIn } from '../../test/factories';
import { useTestApp } from '../../test/harness';

const t = useTestApp({ PLAN_LIMITS: 'off' });

const anchor = { quote: 'checkout flow', prefix: 'Redesign the ', suffix: ' for mobile', from: 13, to: 26 };

async function join(owner: SignedIn, teamId: string, member: SignedIn, role: 'editor' | 'viewer') {
  expect((await owner.post(`/api/teams/${teamId}/invites`, { email: member.user.email, role })).statusCode).toBe(201);
}

/** A team document with its owner, an editor, a viewer, and a stranger outside the team. */
async function teamDoc() {
  const [owner, editor, viewer, stranger] = await Promise.all([buildUser(t), buildUser(t), buildUser(t), buildUser(t)]);
  const team = (await owner.post('/api/teams', { name: 'Checkout' })).json() as { id: string };
  await join(owner, team.id, editor, 'editor');
  await join(owner, team.id, viewer, 'viewer');
  const doc = await buildDocument(owner, {
    title: 'Checkout PRD',
    type: 'enhance',
    content: '<p>Redesign the checkout flow for mobile.</p>',
    teamId: team.id,
  });
  return { owner, editor, viewer, stranger, doc };
}

const commentsOf = async (agent: SignedIn, id: string) => (await agent.get(`/api/documents/${id}/comments`)).json() as CommentDto[];

describe('comments', () => {
  it('comments on a passage, replies, resolves and reopens; every reader of the document sees the thread', async () => {
    const { owner, editor, viewer, doc } = await teamDoc();
    const created = await editor.post(`/api/documents/${doc.id}/comments`, { body: '  Which devices?  ', anchor });
    expect(created.statusCode).toBe(201);
    const thread = created.json() as CommentDto;
    expect(thread).toMatchObject({
      documentId: doc.id,
      body: 'Which devices?',
      anchor,
      author: { id: editor.user.id, email: editor.user.email },
      resolvedAt: null,
      replies: [],
    });

    // A viewer reads and comments, though they cannot edit.
    const reply = await viewer.post(`/api/comments/${thread.id}/replies`, { body: 'Phones first' });
    expect(reply.statusCode).toBe(201);
    expect((reply.json() as CommentDto).replies).toEqual([
      expect.objectContaining({ body: 'Phones first', author: { id: viewer.user.id, email: viewer.user.email } }),
    ]);

    const resolved = await owner.request('PATCH', `/api/comments/${thread.id}`, { resolved: true });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ resolvedBy: { id: owner.user.id, email: owner.user.email } });
    expect((resolved.json() as CommentDto).resolvedAt).not.toBeNull();

    // A reply's id names its thread too.
    const replyId = (reply.json() as CommentDto).replies[0]?.id ?? '';
    const reopened = await viewer.request('PATCH', `/api/comments/${replyId}`, { resolved: false });
    expect(reopened.json()).toMatchObject({ id: thread.id, resolvedAt: null, resolvedBy: null });

    t.clock.advance(1000);
    const document = await owner.post(`/api/documents/${doc.id}/comments`, { body: 'Overall: ship it' });
    expect(document.json()).toMatchObject({ anchor: null });
    const seen = await commentsOf(viewer, doc.id);
    expect(seen.map((c) => [c.body, c.replies.length])).toEqual([
      ['Which devices?', 1],
      ['Overall: ship it', 0],
    ]);
    expect(await commentsOf(owner, doc.id)).toEqual(seen);
  });

  it('refuses bad input with a 400 naming the field, writing nothing', async () => {
    const { owner, doc } = await teamDoc();
    const bad = [
      { body: '   ', anchor },
      { body: 'x'.repeat(LIMITS.commentChars + 1), anchor },
      { body: 'ok', anchor: { quote: '' } },
      { body: 'ok', anchor: { quote: 'x'.repeat(LIMITS.commentQuoteChars + 1) } },
      { body: 'ok', anchor: { quote: 'x', prefix: 'p'.repeat(LIMITS.commentContextChars + 1) } },
      { body: 'ok', anchor: { quote: 'x', from: -1 } },
      { body: 'ok\u0000', anchor },
      { body: 'ok', anchor, extra: 1 },
    ];
    for (const body of bad) {
      const res = await owner.post(`/api/documents/${doc.id}/comments`, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().message).toMatch(/body|anchor|extra|Unrecognized/i);
    }
    const thread = (await owner.post(`/api/documents/${doc.id}/comments`, { body: 'Fine', anchor })).json() as CommentDto;
    expect((await owner.post(`/api/comments/${thread.id}/replies`, { body: '' })).statusCode).toBe(400);
    const badResolve = await owner.request('PATCH', `/api/comments/${thread.id}`, { resolved: 'yes' });
    expect(badResolve.statusCode).toBe(400);
    expect(badResolve.json().message).toMatch(/resolved/);
    expect(await commentsOf(owner, doc.id)).toEqual([expect.objectContaining({ id: thread.id, replies: [], resolvedAt: null })]);
  });

  it('answers 404 to a stranger and to a missing comment, and 401 to a visitor, writing nothing', async () => {
    const { owner, stranger, doc } = await teamDoc();
    const thread = (await owner.post(`/api/documents/${doc.id}/comments`, { body: 'Mine', anchor })).json() as CommentDto;
    expect((await stranger.get(`/api/documents/${doc.id}/comments`)).statusCode).toBe(404);
    expect((await stranger.post(`/api/documents/${doc.id}/comments`, { body: 'Hi', anchor })).statusCode).toBe(404);
    expect((await stranger.post(`/api/comments/${thread.id}/replies`, { body: 'Hi' })).statusCode).toBe(404);
    expect((await stranger.request('PATCH', `/api/comments/${thread.id}`, { resolved: true })).statusCode).toBe(404);
    expect((await owner.request('PATCH', '/api/comments/00000000-0000-4000-8000-000000000000', { resolved: true })).statusCode).toBe(404);
    expect((await createAgent(t.app).request('GET', `/api/documents/${doc.id}/comments`)).statusCode).toBe(401);
    expect(await commentsOf(owner, doc.id)).toEqual([expect.objectContaining({ replies: [], resolvedAt: null })]);
  });

  it('e-mails and notifies a mentioned member; a mention of a non-member or of oneself does nothing', async () => {
    const { owner, viewer, stranger, doc } = await teamDoc();
    const before = t.sink.mails.length;
    const body = `@${viewer.user.email} can you check? cc @${stranger.user.email} and @${owner.user.email}`;
    const thread = (await owner.post(`/api/documents/${doc.id}/comments`, { body, anchor })).json() as CommentDto;
    const mails = t.sink.mails.slice(before);
    expect(mails.map((m) => m.to)).toEqual([[viewer.user.email]]);
    expect(mails[0]?.raw).toContain('Checkout PRD');
    // The raw message is quoted-printable: soft line breaks and `=3D` for `=`.
    const text = (mails[0]?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(text).toContain(`/documents?id=${doc.id}&comment=${thread.id}`);

    const inbox = (await viewer.get('/api/notifications')).json() as NotificationListDto;
    expect(inbox.unread).toBe(1);
    expect(inbox.items).toEqual([
      expect.objectContaining({
        kind: 'mention',
        documentId: doc.id,
        documentTitle: 'Checkout PRD',
        commentId: thread.id,
        threadId: thread.id,
        actor: { id: owner.user.id, email: owner.user.email },
        readAt: null,
      }),
    ]);
    expect(((await stranger.get('/api/notifications')).json() as NotificationListDto).items).toEqual([]);
    expect(((await owner.get('/api/notifications')).json() as NotificationListDto).items).toEqual([]);

    // A mention in a reply points at the thread; only its recipient may mark it.
    t.clock.advance(1000);
    const reply = (await viewer.post(`/api/comments/${thread.id}/replies`, { body: `Done, @${owner.user.email}` })).json() as CommentDto;
    const ownerInbox = (await owner.get('/api/notifications')).json() as NotificationListDto;
    expect(ownerInbox.items).toEqual([expect.objectContaining({ commentId: reply.replies[0]?.id, threadId: thread.id })]);
    const id = inbox.items[0]?.id ?? '';
    expect((await owner.request('PATCH', `/api/notifications/${id}`, { read: true })).statusCode).toBe(404);
    const read = await viewer.request('PATCH', `/api/notifications/${id}`, { read: true });
    expect(read.statusCode).toBe(200);
    expect(read.json().readAt).not.toBeNull();
    expect(((await viewer.get('/api/notifications')).json() as NotificationListDto).unread).toBe(0);

    // Out of the team, the document's notifications go too.
    const teamId = ((await owner.get(`/api/documents/${doc.id}`)).json() as { teamId: string }).teamId;
    expect((await owner.request('DELETE', `/api/teams/${teamId}/members/${viewer.user.id}`)).statusCode).toBe(200);
    expect((await viewer.get('/api/notifications')).json()).toEqual({ unread: 0, items: [] });
  });
});
