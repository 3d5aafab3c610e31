import type { Page, Request } from '@playwright/test';
import { caretToEnd } from './editor-caret';
import { editor, storedContent } from './editor-page';
import { createDocument, expect, postFromPage, signInThroughUi, test, uniqueEmail } from './fixtures';

const saveStatus = (page: Page) => page.getByRole('status', { name: 'Save status' });

/** A long PRD: 20 sections of several paragraphs (about 100 KB of HTML). */
const LONG_PRD =
  '<h1>Team calendar</h1>' +
  Array.from(
    { length: 20 },
    (_, s) =>
      `<h2>Section ${s + 1}</h2>` +
      Array.from(
        { length: 12 },
        (_, p) =>
          `<p>Requirement ${s + 1}.${p + 1}: the calendar shows every team member's time off, meetings and focus blocks in one view, week by week.</p>`,
      ).join(''),
  ).join('');

type SaveBody = { content?: string; patch?: { splices: unknown[]; hash: string } };

/** The autosaves of one document, with what each sent. */
function watchSaves(page: Page, id: string) {
  const saves: { body: SaveBody; bytes: number; answerBytes?: number }[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'PUT' || !request.url().endsWith(`/api/documents/${id}`)) return;
    const raw = request.postData() ?? '';
    const save: (typeof saves)[number] = { body: JSON.parse(raw) as SaveBody, bytes: raw.length };
    saves.push(save);
    void request.response().then(async (response) => (save.answerBytes = (await response?.body())?.length));
  });
  return saves;
}

/** Signs a new user in and opens a long document of theirs in the editor; answers its id. */
async function openLongDocument(page: Page, user: string) {
  await signInThroughUi(page, uniqueEmail(user));
  const id = await createDocument(page, 'Team calendar PRD', LONG_PRD);
  await page.goto(`/documents?id=${id}`);
  await expect(editor(page)).toContainText('Requirement 20.12');
  await expect(saveStatus(page)).toHaveText('Saved');
  return id;
}

test.describe('autosave sends what changed', () => {
  test('edits of a long document go as small patches, survive a reload, and never read the sidebar again', async ({ page }) => {
    const id = await openLongDocument(page, 'patch-save');
    await page.waitForLoadState('networkidle');
    const saves = watchSaves(page, id);
    const sidebarReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/sidebar') sidebarReads.push(request.url());
    });

    await caretToEnd(page, editor(page));
    for (const word of ['First', 'Second', 'Third']) {
      await page.keyboard.type(` ${word} edit.`);
      await expect.poll(() => saves.length).toBe(['First', 'Second', 'Third'].indexOf(word) + 1);
      await expect(saveStatus(page)).toHaveText('Saved');
    }
    expect(saves.map((s) => (s.body.patch ? 'patch' : 'content'))).toEqual(['patch', 'patch', 'patch']);
    for (const save of saves) expect(save.bytes).toBeLessThan(1000);
    // Their answers leave out the text the editor holds.
    await expect.poll(() => saves.map((s) => (s.answerBytes ?? Infinity) < 1000)).toEqual([true, true, true]);

    // A document created elsewhere does change the sidebar: once the tab has read it again for that
    // event, it has handled the events of its own saves (they came first), which read nothing.
    await postFromPage(page, '/api/documents', { title: 'From another tab', type: 'enhance' });
    await expect.poll(() => sidebarReads.length).toBeGreaterThan(0);
    expect(sidebarReads).toHaveLength(1);

    await page.reload();
    await expect(editor(page)).toContainText('First edit. Second edit. Third edit.');
    expect(await storedContent(page, id)).toContain('Third edit.');
  });

  test('a patch the server cannot rebuild is sent again whole, and the text is saved', async ({ page }) => {
    const id = await openLongDocument(page, 'patch-miss');
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'PUT' && response.url().endsWith(`/api/documents/${id}`)) answers.push(response.status());
    });
    const saves = watchSaves(page, id);
    // The first patch arrives with a wrong hash, as a text that drifted from the server's would.
    let spoiled = false;
    await page.route(`**/api/documents/${id}`, async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as SaveBody;
      if (route.request().method() !== 'PUT' || !body.patch || spoiled) return route.continue();
      spoiled = true;
      await route.continue({ postData: JSON.stringify({ ...body, patch: { ...body.patch, hash: '00000000000000' } }) });
    });

    await caretToEnd(page, editor(page));
    await page.keyboard.type(' Words that must not be lost.');
    await expect.poll(() => answers).toEqual([422, 200]);
    await expect(saveStatus(page)).toHaveText('Saved');
    expect(saves.map((s) => (s.body.patch ? 'patch' : 'content'))).toEqual(['patch', 'content']);

    // Later saves go as patches again, based on the version the whole save made.
    await page.keyboard.type(' And more.');
    await expect.poll(() => answers).toEqual([422, 200, 200]);
    expect(saves[2]?.body.patch).toBeDefined();
    await page.reload();
    await expect(editor(page)).toContainText('Words that must not be lost. And more.');
  });
});
