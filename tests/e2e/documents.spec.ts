import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { caretToEnd as caretAtEndOf } from './editor-caret';
import { createDocument, expect, signInThroughUi, test, uniqueEmail } from './fixtures';

const PLACEHOLDER = 'Paste your document here or use the upload button to import a file...';
const EDITOR_URL = /\/documents\?id=[0-9a-f-]{36}$/;

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const editor = (page: Page) => page.getByRole('textbox', { name: 'Document editor' });
const titleInput = (page: Page) => page.getByRole('textbox', { name: 'Document title' });
const tool = (page: Page, name: string) => page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name, exact: true });
const chatLog = (page: Page) => page.getByRole('log', { name: 'Analysis & Chat messages' });
const replies = (page: Page) => chatLog(page).getByRole('article', { name: 'Northstar said' });
const userMessages = (page: Page) => chatLog(page).getByRole('article', { name: 'You said' });
const askInput = (page: Page) => page.getByPlaceholder('Ask about the document...');
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
const saveStatus = (page: Page) => page.getByRole('status', { name: 'Save status' });
const documentId = (page: Page) => new URL(page.url()).searchParams.get('id') as string;

/** Puts the caret at the end of the document's text, once the editor has taken it. */
const caretToEnd = (page: Page) => caretAtEndOf(page, editor(page));

async function openNewDocument(page: Page) {
  await page.goto('/documents');
  await page.getByRole('link', { name: 'Create New Document' }).first().click();
  await expect(page).toHaveURL(/\/documents\?new=1$/);
  await expect(titleInput(page)).toHaveValue('New Document');
}

/** The stored document, read through the API from the page. */
const storedDocument = (page: Page, id: string) =>
  page.evaluate(async (docId) => {
    const res = await fetch(`/api/documents/${docId}`, { credentials: 'include' });
    return (await res.json()) as { title: string; content: string; type: string };
  }, id);

/** Chooses a file through the Upload button's file chooser, as a user does. */
async function upload(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const fileChooser = await chooser;
  expect(await fileChooser.element().getAttribute('accept')).toBe('.txt,.doc,.docx,.md');
  await fileChooser.setFiles(file);
}

/** Uploads into a document that has text: the dialog asks first, and Replace puts the file in its place. */
async function uploadReplacing(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await upload(page, file);
  await page.getByRole('alertdialog', { name: 'Import into a document with text?' }).getByRole('button', { name: 'Replace' }).click();
}

async function analyze(page: Page) {
  await page.getByRole('button', { name: 'Analyze with AI' }).click();
  await expect(toasts(page).getByText('Analysis generated successfully')).toBeVisible({ timeout: 15_000 });
  await expect(
    replies(page)
      .filter({ hasText: /Completeness: \d{1,3}\/100/ })
      .first(),
  ).toBeVisible();
}

test.describe('documents', () => {
  test('writes and formats a new document (saved as it is typed), analyses it, then auto-saves edits that survive a reload', async ({
    page,
  }) => {
    await signInThroughUi(page, uniqueEmail('doc-write'));
    await page.goto('/documents');
    await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
    await expect(page.getByText('0 documents', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No documents yet' })).toBeVisible();

    await openNewDocument(page);
    await expect(page.locator(`[data-placeholder="${PLACEHOLDER}"]`)).toBeVisible();
    await expect(chatLog(page).getByText('Click "Analyze with AI" to begin analysis')).toBeVisible();
    await expect(askInput(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Export Markdown' })).toHaveCount(0);

    // Analyze needs text.
    await page.getByRole('button', { name: 'Analyze with AI' }).click();
    await expect(toasts(page).getByText('Please add some content to analyze')).toBeVisible();

    await editor(page).click();
    await tool(page, 'Heading 1').click();
    await expect(tool(page, 'Heading 1')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('Team Calendar PRD');
    await page.keyboard.press('Enter');
    await expect(tool(page, 'Heading 1')).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.type('Problem: ');
    await tool(page, 'Bold').click();
    await expect(tool(page, 'Bold')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('meetings clash');
    await tool(page, 'Bold').click();
    await page.keyboard.press('Enter');
    await tool(page, 'Bullet list').click();
    await expect(tool(page, 'Bullet list')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('Shared availability');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Smart scheduling');
    await expect(titleInput(page)).toHaveValue('Team Calendar PRD');
    await expect(editor(page).locator('h1')).toHaveText('Team Calendar PRD');
    await expect(editor(page).locator('strong')).toHaveText('meetings clash');
    await expect(editor(page).locator('ul > li')).toHaveCount(2);

    await analyze(page);
    await expect(page).toHaveURL(EDITOR_URL);
    await expect(replies(page).first().locator('time')).toHaveText(/^\d{2}:\d{2}$/);
    await expect(page.getByText("This analysis comes from Northstar's offline, rule-based engine")).toBeVisible();
    await expect(askInput(page)).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Documents 1' })).toBeVisible();
    const id = documentId(page);
    const created = await storedDocument(page, id);
    expect(created.type).toBe('enhance');
    expect(created.title).toBe('Team Calendar PRD');
    expect(created.content).toContain('<h1>Team Calendar PRD</h1>');
    expect(created.content).toContain('<strong>meetings clash</strong>');
    expect(created.content).toMatch(/<ul><li><p>Shared availability<\/p><\/li><li><p>Smart scheduling<\/p><\/li><\/ul>/);

    // An edit auto-saves a second after the last keystroke (the save is held until 'Saving...' was seen).
    let releaseSave!: () => void;
    const saveHeld = new Promise<void>((resolve) => (releaseSave = resolve));
    await page.route(`**/api/documents/${id}`, async (route) => {
      if (route.request().method() === 'PUT') await saveHeld;
      await route.fallback();
    });
    await caretToEnd(page);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await tool(page, 'Heading 2').click();
    await page.keyboard.type('Success metrics');
    await expect(saveStatus(page)).toHaveText('Saving...');
    releaseSave();
    await expect(saveStatus(page)).toHaveText('Saved');
    expect((await storedDocument(page, id)).content).toContain('<h2>Success metrics</h2>');

    await page.reload();
    await expect(editor(page).locator('h2')).toHaveText('Success metrics');
    await expect(editor(page).locator('strong')).toHaveText('meetings clash');
    await expect(titleInput(page)).toHaveValue('Team Calendar PRD');
    await expect(replies(page).first()).toContainText(/Completeness: \d{1,3}\/100/);
    await expect(askInput(page)).toBeVisible();

    // Back goes to the list, where the document is a card.
    await page.getByRole('button', { name: 'Back to Documents' }).click();
    await expect(page).toHaveURL(/\/documents$/);
    await expect(page.getByText('1 document', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Continue Editing: Team Calendar PRD' }).click();
    await expect(page).toHaveURL(EDITOR_URL);
    await expect(editor(page).locator('h1')).toHaveText('Team Calendar PRD');
  });

  test('the title follows the first line, cut at 50 characters plus "...", until the user edits it', async ({ page }) => {
    await signInThroughUi(page, uniqueEmail('doc-title'));
    await openNewDocument(page);
    const line = 'Onboarding checklist for enterprise admins in EMEA!'.padEnd(60, '?');
    expect(line).toHaveLength(60);
    await editor(page).click();
    await page.keyboard.type(line);
    await expect(titleInput(page)).toHaveValue(`${line.slice(0, 50)}...`);
    expect(((await titleInput(page).inputValue()) as string).length).toBe(53);

    // The user's own title stays; a blank one is not kept.
    await titleInput(page).fill('My PRD');
    await titleInput(page).press('Enter');
    await editor(page).press('End');
    await page.keyboard.type(' more');
    await expect(titleInput(page)).toHaveValue('My PRD');
    await titleInput(page).fill('   ');
    await titleInput(page).blur();
    await expect(titleInput(page)).toHaveValue('My PRD');

    // Saved with the document; a rename on blur is saved.
    await analyze(page);
    const id = documentId(page);
    expect((await storedDocument(page, id)).title).toBe('My PRD');
    await titleInput(page).fill('Admin onboarding PRD');
    await titleInput(page).blur();
    await expect.poll(async () => (await storedDocument(page, id)).title).toBe('Admin onboarding PRD');
    await expect(sidebar(page).getByRole('region', { name: 'Recent Chats' })).toBeVisible();
  });

  test('uploads .txt, .md, .docx and .doc files into the editor, and refuses other types', async ({ page }) => {
    await signInThroughUi(page, uniqueEmail('doc-upload'));
    await openNewDocument(page);

    await upload(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Pricing notes\n\nThree tiers for teams.') });
    await expect(editor(page).locator('p').first()).toHaveText('Pricing notes');
    await expect(editor(page)).toContainText('Three tiers for teams.');
    await expect(titleInput(page)).toHaveValue('Pricing notes');

    const markdown = '# Search PRD\n\n## Goals\n\n- **Fast** results\n- *Typo* tolerance\n\n1. Index\n2. Rank\n';
    await uploadReplacing(page, { name: 'search.md', mimeType: 'text/markdown', buffer: Buffer.from(markdown) });
    await expect(editor(page).locator('h1')).toHaveText('Search PRD');
    await expect(editor(page).locator('h2')).toHaveText('Goals');
    await expect(editor(page).locator('ul li strong')).toHaveText('Fast');
    await expect(editor(page).locator('ul li em')).toHaveText('Typo');
    await expect(editor(page).locator('ol li')).toHaveCount(2);
    await expect(editor(page)).not.toContainText('Pricing notes');
    await expect(titleInput(page)).toHaveValue('Search PRD');

    const word = new Document({
      sections: [
        {
          children: [
            new Paragraph({ text: 'Mobile Checkout', heading: HeadingLevel.HEADING_1 }),
            new Paragraph({ children: [new TextRun({ text: 'Goal: ' }), new TextRun({ text: 'one-tap pay', bold: true })] }),
          ],
        },
      ],
    });
    const docx = await Packer.toBuffer(word);
    await uploadReplacing(page, {
      name: 'checkout.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from(docx),
    });
    await expect(editor(page).locator('h1')).toHaveText('Mobile Checkout');
    await expect(editor(page).locator('strong')).toHaveText('one-tap pay');

    const doc = readFileSync(new URL('../../server/test/fixtures/launch-plan.doc', import.meta.url));
    await uploadReplacing(page, { name: 'launch-plan.doc', mimeType: 'application/msword', buffer: doc });
    await expect(editor(page).locator('p').first()).toHaveText('Launch Plan');
    await expect(editor(page)).toContainText('Go/no-go');
    await expect(titleInput(page)).toHaveValue('Launch Plan');

    // Undo brings the text from before the upload back.
    await editor(page).press('ControlOrMeta+z');
    await expect(editor(page).locator('h1')).toHaveText('Mobile Checkout');

    await upload(page, { name: 'deck.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(toasts(page).getByText('Unsupported file type')).toBeVisible();
    await expect(toasts(page).getByText('Please upload a .txt, .md, .docx or .doc file.')).toBeVisible();

    // A file that claims to be Word but is not: the server's reason is shown.
    await uploadReplacing(page, { name: 'fake.docx', mimeType: 'application/octet-stream', buffer: Buffer.from('not a word file') });
    await expect(toasts(page).getByText('Upload failed')).toBeVisible();
    await expect(editor(page).locator('h1')).toHaveText('Mobile Checkout');
  });

  test('chats about an analysed document (Enter sends, a reply arrives) and exports it as Markdown and Word', async ({ page }) => {
    await signInThroughUi(page, uniqueEmail('doc-chat'));
    await page.goto('/documents');
    const id = await createDocument(page, 'Referral Program', '<h1>Referral Program</h1><p>Users invite friends for credits.</p>');
    await page.goto(`/documents?id=${id}`);
    await expect(editor(page).locator('h1')).toHaveText('Referral Program');
    await expect(chatLog(page).getByText('Click "Analyze with AI" to begin analysis')).toBeVisible();
    await analyze(page);

    const input = askInput(page);
    await input.press('Enter');
    await expect(userMessages(page)).toHaveCount(0);
    const before = await replies(page).count();
    await input.fill('What is missing from this PRD?');
    await input.press('Enter');
    await expect(input).toHaveValue('');
    await expect(userMessages(page)).toHaveCount(1);
    await expect(userMessages(page).getByText('What is missing from this PRD?', { exact: true })).toBeVisible();
    await expect(userMessages(page).locator('time')).toHaveText(/^\d{2}:\d{2}$/);
    await expect(replies(page)).toHaveCount(before + 1, { timeout: 15_000 });
    await expect(replies(page).last().locator('time')).toHaveText(/^\d{2}:\d{2}$/);
    await expect(replies(page).last()).not.toBeEmpty();

    // The reply reads the saved text: an edit is saved before the message goes.
    await caretToEnd(page);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Success metric: 20% of new users come from referrals.');
    await input.fill('And now?');
    await input.press('Enter');
    await expect(userMessages(page)).toHaveCount(2);
    expect((await storedDocument(page, id)).content).toContain('20% of new users');

    const markdownDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export Markdown' }).click();
    const markdown = await markdownDownload;
    expect(markdown.suggestedFilename()).toBe('Referral Program.md');
    const text = readFileSync(await markdown.path(), 'utf8');
    expect(text).toContain('# Referral Program');
    expect(text).toContain('20% of new users come from referrals.');

    const wordDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export Word' }).click();
    const word = await wordDownload;
    expect(word.suggestedFilename()).toBe('Referral Program.docx');
    expect(
      readFileSync(await word.path())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });

  test('opening a document that ends with a list or a table saves nothing until it is edited', async ({ page }) => {
    await signInThroughUi(page, uniqueEmail('doc-open'));
    const endings = [
      '<p>Goals</p><ul><li><p>Ship weekly</p></li></ul>',
      '<p>Plan</p><table><tbody><tr><th><p>Tier</p></th></tr><tr><td><p>Pro</p></td></tr></tbody></table>',
    ];
    for (const content of endings) {
      const id = await createDocument(page, 'Opened, not edited', content);
      const saves: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'PUT' && request.url().endsWith(`/api/documents/${id}`)) saves.push(request.url());
      });
      await page.goto(`/documents?id=${id}`);
      await expect(editor(page)).toBeVisible();
      await expect(editor(page).locator('li, table')).toHaveCount(1);
      await expect(saveStatus(page)).toHaveText('Saved');
      // Leaving saves whatever counts as an edit before it goes: back on the list, nothing was saved.
      await page.getByRole('button', { name: 'Back to Documents' }).click();
      await expect(page).toHaveURL(/\/documents$/);
      await expect(page.getByRole('link', { name: 'Continue Editing: Opened, not edited' }).first()).toBeVisible();
      expect(saves, content).toEqual([]);
      await page.goto(`/documents?id=${id}`);
      await expect(saveStatus(page)).toHaveText('Saved');
      await caretToEnd(page);
      await page.keyboard.type('Next step');
      await expect.poll(() => saves.length, { timeout: 5000 }).toBe(1);
      expect((await storedDocument(page, id)).content).toContain('Next step');
    }
  });

  test('lists only editor documents and deletes one after confirmation', async ({ page }) => {
    await signInThroughUi(page, uniqueEmail('doc-list'));
    await page.goto('/documents');
    const keep = await createDocument(page, 'Keep me', '<p>Keep</p>');
    await createDocument(page, 'Delete me', '<p>Delete</p>');
    await page.evaluate(() =>
      fetch('/api/documents', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: 'A chat', type: 'explore' }),
      }),
    );
    await page.reload();
    await expect(page.getByText('2 documents', { exact: true })).toBeVisible();
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(3);
    await expect(cards.first()).toHaveText(/Create New Document/);
    await expect(page.getByRole('heading', { name: 'A chat' })).toHaveCount(0);
    const card = cards.filter({ has: page.getByRole('heading', { name: 'Delete me' }) });
    await expect(card.getByText(/^Created [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Documents 2' })).toBeVisible();

    await card.getByRole('button', { name: 'Delete document' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Document' });
    await expect(dialog.getByText('Are you sure you want to delete this document? This action cannot be undone.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Delete document' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page).getByText('Document deleted successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Delete me' })).toHaveCount(0);
    await expect(page.getByText('1 document', { exact: true })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Documents 1' })).toBeVisible();

    await page.goto(`/documents?id=${keep}`);
    await expect(editor(page)).toHaveText('Keep');
  });

  test('a pasted hostile HTML fragment ends up inert', async ({ page }) => {
    await signInThroughUi(page, uniqueEmail('doc-paste'));
    await openNewDocument(page);
    await editor(page).click();
    await editor(page).evaluate((element) => {
      const data = new DataTransfer();
      data.setData('text/html', '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><p>ok</p>');
      data.setData('text/plain', 'ok');
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(editor(page)).toHaveText('ok');
    // An image of the same address, loaded after the paste, fails after any pasted one would have.
    await page.evaluate(
      () =>
        new Promise((settled) => {
          const image = new Image();
          image.onerror = image.onload = settled;
          image.src = 'x';
        }),
    );
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(editor(page).locator('img, script')).toHaveCount(0);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);

    await analyze(page);
    const stored = await storedDocument(page, documentId(page));
    expect(stored.content).toBe('<p>ok</p>');
  });

  test('a failed auto-save keeps the text, says so, and retries; Back asks before leaving unsaved changes', async ({ page }) => {
    await signInThroughUi(page, uniqueEmail('doc-retry'));
    await page.goto('/documents');
    const id = await createDocument(page, 'Offline draft', '<p>Offline draft</p>');
    await page.goto(`/documents?id=${id}`);
    await expect(editor(page)).toHaveText('Offline draft');

    let failing = true;
    await page.route(`**/api/documents/${id}`, (route) =>
      failing && route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.fallback(),
    );
    await caretToEnd(page);
    await page.keyboard.type(' kept locally');
    await expect(toasts(page).getByText('Failed to save changes')).toBeVisible();
    await expect(saveStatus(page)).toHaveText('Not saved, retrying');
    await expect(editor(page)).toHaveText('Offline draft kept locally');

    // Back asks; Stay keeps the editor.
    await page.getByRole('button', { name: 'Back to Documents' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(EDITOR_URL);

    // Closing or reloading asks first; the draft kept in this browser comes back, even before the server has it.
    let asked = '';
    page.once('dialog', (d) => {
      asked = d.type();
      void d.accept();
    });
    await page.reload();
    expect(asked).toBe('beforeunload');
    await expect(editor(page)).toHaveText('Offline draft kept locally');
    await expect(toasts(page).getByText('Unsaved changes restored')).toBeVisible();

    failing = false;
    await expect(saveStatus(page)).toHaveText('Saved', { timeout: 15_000 });
    expect((await storedDocument(page, id)).content).toBe('<p>Offline draft kept locally</p>');
  });

  test('the list and the editor fit a phone screen @mobile', async ({ page }) => {
    await signInThroughUi(page, uniqueEmail('doc-mobile'));
    await page.goto('/documents');
    await createDocument(page, 'Phone PRD', '<h1>Phone PRD</h1><p>Small screens.</p>');
    await page.reload();
    await page.getByRole('link', { name: 'Continue Editing: Phone PRD' }).click();
    await expect(editor(page).locator('h1')).toHaveText('Phone PRD');
    for (const name of ['Back to Documents', 'Upload', 'Analyze with AI']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeInViewport();
    }
    await expect(page.getByRole('link', { name: 'Export Markdown' })).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
