import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { appendMessages, holdsMessage, loadedMessages, withLatestPage, withMessages, type ChatPages } from '@/lib/chat-cache';
import { api, paged } from '@/lib/routes';

type M = { id: string; content: string };
const m = (id: string, content = id): M => ({ id, content });
/** Pages as cached: the latest first. */
const chat = (...pages: [M[], string | null][]): ChatPages<M> => ({
  pages: pages.map(([items, nextCursor]) => ({ items, nextCursor })),
  pageParams: pages.map((_, i) => (i === 0 ? null : `c${i}`)),
});
const ids = (data: ChatPages<M> | null | undefined) => (data ? loadedMessages(data).map((x) => x.id) : data);

describe('chat cache', () => {
  it('lists the loaded pages oldest first', () => {
    expect(ids(chat([[m('c'), m('d')], 'x'], [[m('a'), m('b')], null]))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('appends new messages after the newest, once each', () => {
    const data = withMessages(chat([[m('c'), m('d')], 'x'], [[m('a'), m('b')], null]), [m('d'), m('e'), m('f')]);
    expect(ids(data)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(data.pages[1]?.items.map((x) => x.id)).toEqual(['a', 'b']);
  });

  it('replaces a message it holds by its newer copy (a continued reply), wherever it is loaded', () => {
    const data = withMessages(chat([[m('c'), m('d')], 'x'], [[m('a'), m('b')], null]), [m('b', 'b continued'), m('e')]);
    expect(ids(data)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(data.pages[1]?.items[1]).toEqual(m('b', 'b continued'));
    const same = chat([[m('a')], null]);
    expect(withMessages(same, [])).toBe(same);
  });

  it('starts a chat of the messages alone when none was loaded, and tells which messages it holds', () => {
    const queryClient = new QueryClient();
    const messages = paged(api.messages.list, { id: 'd1' });
    appendMessages(queryClient, messages, [{ id: 'r1', role: 'assistant', content: 'Review', isQuestion: false, createdAt: 'x' }]);
    expect(holdsMessage(queryClient, messages, 'r1')).toBe(true);
    expect(holdsMessage(queryClient, messages, 'r2')).toBe(false);
    expect(queryClient.getQueryData(messages.queryKey)).toEqual({
      pages: [{ items: [expect.objectContaining({ id: 'r1' })], nextCursor: null }],
      pageParams: [null],
    });
  });

  it('merges the latest page: new messages appended, changed ones replaced, a local stopped copy dropped', () => {
    const cached = chat([[m('c'), m('d', 'cut'), m('stopped-1')], 'x'], [[m('a'), m('b')], null]);
    const merged = withLatestPage(cached, { items: [m('d', 'cut, then continued'), m('e')], nextCursor: 'y' });
    expect(ids(merged)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(merged?.pages[0]?.items[1]?.content).toBe('cut, then continued');
    expect(merged?.pages[0]?.nextCursor).toBe('x');
  });

  it('takes a latest page that holds the whole chat as it is, and gives up when the page does not reach back', () => {
    expect(ids(withLatestPage(chat([[m('a')], null]), { items: [m('a'), m('b')], nextCursor: null }))).toEqual(['a', 'b']);
    expect(withLatestPage(chat([[m('a'), m('b')], 'x']), { items: [m('y'), m('z')], nextCursor: 'y' })).toBeNull();
  });
});
