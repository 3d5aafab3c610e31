import type { Locator, Page } from '@playwright/test';
import { messageInput, replies, waitForReply } from './chat-page';
import { expect, signInThroughUi, test, uniqueEmail } from './fixtures';

const MESSAGES = 150;
/** A message of some 300 bytes, as chats hold: reading a page of them again would cost more than 10 KB. */
const said = (i: number) =>
  `History message ${i}: what we heard from the pilot customers that week. They want the weekly report sooner, ` +
  'the export to keep their column order, and a way to share a dashboard with people outside the company without a seat.';

/** A chat (or an editor document's chat) of `count` messages, stored through the API as guided answers (no AI reply), in order. */
const chatOf = (page: Page, count: number, type: 'explore' | 'enhance' = 'explore') =>
  page.evaluate(
    async ([total, text, kind]) => {
      const json = { credentials: 'include' as const, headers: { 'Content-Type': 'application/json' } };
      const body = JSON.stringify({ type: kind, title: 'Referral Program', content: '<p>Users invite friends for credits.</p>' });
      const doc = (await (await fetch('/api/documents', { ...json, method: 'POST', body })).json()) as { id: string };
      for (let i = 0; i < total; i++) {
        const content = text.replace('{i}', String(i));
        const res = await fetch(`/api/documents/${doc.id}/messages`, {
          ...json,
          method: 'POST',
          body: JSON.stringify({ content, isQuestion: true }),
        });
        if (!res.ok) throw new Error(`message ${i}: ${res.status}`);
      }
      return doc.id;
    },
    [count, said(-1).replace('-1', '{i}'), type] as const,
  );

/** Scrolls a conversation to its top and answers where the message saying `text` then stands, before anything loads. */
const scrollToTop = (log: Locator, text: string) =>
  log.evaluate((el, t) => {
    el.scrollTop = 0;
    const message = [...el.querySelectorAll('article')].find((a) => a.textContent?.includes(t));
    return message?.getBoundingClientRect().y ?? NaN;
  }, text);
const topOf = async (log: Locator, text: string) => (await log.getByRole('article').filter({ hasText: text }).boundingBox())?.y ?? NaN;

/** Bytes the page downloads from now on (bodies and headers, as the network counts them), by address. */
async function countDownloads(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map<string, { url: string; method: string }>();
  const bytes: { requestId: string; url: string; method: string; bytes: number; data?: string }[] = [];
  const requestOf = (id: string) => requests.get(id) ?? { url: '/?', method: '?' };
  const sent: string[] = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    requests.set(e.requestId, { url: e.request.url, method: e.request.method });
    sent.push(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => bytes.push({ requestId: e.requestId, ...requestOf(e.requestId), bytes: e.encodedDataLength }));
  // The live-event stream never finishes: its messages count as they come.
  cdp.on('Network.eventSourceMessageReceived', (e) =>
    bytes.push({ requestId: e.requestId, ...requestOf(e.requestId), bytes: e.data.length, data: e.data }),
  );
  const path = ({ method, url }: { method: string; url: string }) => {
    const address = new URL(url, 'http://x');
    return { method, address, name: `${method} ${address.pathname}${address.search}` };
  };
  /** Entries but those `left` names (by request, or by the event's data). */
  const kept = (left: { requests?: string[]; data?: string } = {}) =>
    bytes.filter((b) => !left.requests?.includes(b.requestId) && !(left.data && b.data?.includes(left.data)));
  return {
    reset: () => (bytes.splice(0), sent.splice(0)),
    total: (left?: { requests?: string[]; data?: string }) => kept(left).reduce((sum, b) => sum + b.bytes, 0),
    list: (left?: { requests?: string[]; data?: string }) =>
      kept(left)
        .map((b) => `${new URL(b.url, 'http://x').pathname}: ${b.bytes}`)
        .join(', '),
    /** The requests answered whose path ends so: method, path and query. */
    of: (ending: string) =>
      bytes
        .map(path)
        .filter(({ address }) => address.pathname.endsWith(ending))
        .map(({ name }) => name),
    /** Whether a request whose path ends so is still under way. */
    waiting: (ending: string) =>
      sent.some((id) => !bytes.some((b) => b.requestId === id) && path(requestOf(id)).address.pathname.endsWith(ending)),
    /** The requests sent whose path ends so (answered or not), in order, with their ids. */
    sent: (ending: string) =>
      sent
        .map((id) => ({ id, ...path(requestOf(id)) }))
        .filter(({ address }) => address.pathname.endsWith(ending))
        .map(({ id, name }) => ({ id, name })),
  };
}

test.describe('long chats', () => {
  test('open on their latest messages, load earlier ones at the top without a jump, and a send downloads under 10 KB @mobile', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInThroughUi(page, uniqueEmail('long-chat'));
    const id = await chatOf(page, MESSAGES);
    const downloads = await countDownloads(page);
    await page.goto(`/chat/${id}`);

    const log = page.getByRole('log', { name: 'Messages' });
    const latest = page.getByText(said(MESSAGES - 1), { exact: true });
    await expect(latest).toBeVisible();
    await expect(page.getByText(said(MESSAGES - 31), { exact: true })).toHaveCount(0);
    expect(downloads.of('/messages')).toEqual([`GET /api/documents/${id}/messages?limit=30`]);

    // At the top, the page before loads above, and what the reader looked at stays where it was.
    const before = await scrollToTop(log, said(MESSAGES - 30));
    const earlier = page.getByText(said(MESSAGES - 31), { exact: true });
    await expect(earlier).toBeAttached();
    await expect(page.getByRole('button', { name: 'Load earlier messages' })).toBeVisible();
    const after = await topOf(log, said(MESSAGES - 30));
    expect(Math.abs(after - before), `moved from ${before} to ${after}`).toBeLessThan(40);
    // The full Markdown renderer may take over the messages meanwhile (their elements are replaced): scrolled again then.
    await expect(async () => {
      await earlier.scrollIntoViewIfNeeded({ timeout: 1000 });
      await expect(earlier).toBeVisible({ timeout: 1000 });
    }).toPass();
    // The code replies need (the Markdown renderer) comes once the conversation shows, not with a send.
    await expect.poll(() => downloads.of('.js').some((request) => request.includes('/assets/markdown-renderer'))).toBe(true);
    // So does the AI SDK's chat transport, with the chunks it needs.
    await expect
      .poll(() => downloads.of('.js').some((request) => request.includes('/assets/reply-transport')) && !downloads.waiting('.js'))
      .toBe(true);

    downloads.reset();
    await messageInput(page).fill('What should we measure first?');
    await messageInput(page).press('Enter');
    await waitForReply(page);
    await expect(page.getByText('What should we measure first?', { exact: true })).toBeVisible();
    // The echoes of the tab's own messages arrive and are skipped. A message written elsewhere after
    // them is read (the chat's latest few) after them too: once it shows, reading for an echo would have come first.
    const elsewhere = 'Written on another device after the reply.';
    const written = await page.request.post(`/api/documents/${id}/messages`, {
      headers: { origin: new URL(page.url()).origin },
      data: { content: elsewhere, isQuestion: true },
    });
    expect(written.ok()).toBe(true);
    const [{ id: writtenId }] = (await written.json()) as [{ id: string }];
    await expect(page.getByText(elsewhere, { exact: true })).toBeVisible();
    const reads = downloads.sent('/messages');
    expect(reads.map((read) => read.name)).toEqual([`POST /api/documents/${id}/messages`, `GET /api/documents/${id}/messages?limit=10`]);
    // What the send downloaded: all but the message written elsewhere (its event and its reading).
    const elsewhereDownloads = { requests: reads.slice(1).map((read) => read.id), data: writtenId };
    expect(downloads.total(elsewhereDownloads), downloads.list(elsewhereDownloads)).toBeLessThan(10 * 1024);
    await expect(page.getByText(said(MESSAGES - 1), { exact: true })).toBeAttached();
  });

  test("another tab's message is appended from the chat's latest few, not by reading the chat again", async ({ context }) => {
    test.setTimeout(60_000);
    const writer = await context.newPage();
    await signInThroughUi(writer, uniqueEmail('two-tabs'));
    const id = await chatOf(writer, 60);
    const reader = await context.newPage();
    await reader.goto(`/chat/${id}`);
    await expect(reader.getByText(said(59), { exact: true })).toBeVisible();
    await writer.goto(`/chat/${id}`);
    await expect(writer.getByText(said(59), { exact: true })).toBeVisible();

    const downloads = await countDownloads(reader);
    await messageInput(writer).fill('Which segment churns most?');
    await messageInput(writer).press('Enter');
    await waitForReply(writer);
    await expect(reader.getByText('Which segment churns most?', { exact: true })).toBeVisible();
    await expect(replies(reader)).toHaveCount(1);
    await expect(reader.getByText(said(59), { exact: true })).toBeAttached();
    const reads = downloads.of('/messages');
    expect(reads.length).toBeGreaterThan(0);
    expect(
      reads.every((read) => read === `GET /api/documents/${id}/messages?limit=10`),
      reads.join(', '),
    ).toBe(true);
  });

  test("the editor's Analysis & Chat opens on its latest messages and loads earlier ones at the top in place", async ({ page }) => {
    test.setTimeout(60_000);
    await signInThroughUi(page, uniqueEmail('long-panel'));
    const id = await chatOf(page, 70, 'enhance');
    await page.goto(`/documents?id=${id}`);
    const log = page.getByRole('log', { name: 'Analysis & Chat messages' });
    await expect(log.getByText(said(69), { exact: true })).toBeVisible();
    await expect(log.getByText(said(39), { exact: true })).toHaveCount(0);

    const before = await scrollToTop(log, said(40));
    await expect(log.getByText(said(39), { exact: true })).toBeAttached();
    await expect(log.getByRole('button', { name: 'Load earlier messages' })).toBeVisible();
    const after = await topOf(log, said(40));
    expect(Math.abs(after - before), `moved from ${before} to ${after}`).toBeLessThan(40);
  });
});
