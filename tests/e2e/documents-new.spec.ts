import type { Page, Request } from '@playwright/test';
import { editor } from './editor-page';
import { expect, signInThroughUi, test, uniqueEmail } from './fixtures';

const EDITOR_URL = /\/documents\?id=[0-9a-f-]{36}$/;

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const titleInput = (page: Page) => page.getByRole('textbox', { name: 'Document title' });
const saveStatus = (page: Page) => page.getByRole('status', { name: 'Save status' });
const documentId = (page: Page) => new URL(page.url()).searchParams.get('id') as string;
const isCreate = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/documents';

const stored = async (page: Page, id: string) =>
  (await (await page.request.get(`/api/documents/${id}`)).json()) as { title: string; content: string; type: string };
const editorDocuments = async (page: Page) =>
  ((await (await page.request.get('/api/documents')).json()) as { type: string }[]).filter((d) => d.type === 'enhance');

async function openNewDocument(page: Page) {
  await page.goto('/documents');
  await page.getByRole('link', { name: 'Create New Document' }).first().click();
  await expect(page).toHaveURL(/\/documents\?new=1$/);
  await expect(titleInput(page)).toHaveValue('New Document');
}

test.describe('a new document', () => {
  test('is saved from its first keystroke: created once however slow, the address takes its id, the caret stays', async ({ page }) => {
    await signInThroughUi(page, uniqueEmail('doc-first-key'));
    await openNewDocument(page);
    await expect(saveStatus(page)).toHaveText('');

    // The creation is held, as on a slow link, while the PM keeps typing.
    const creates: Request[] = [];
    page.on('request', (request) => isCreate(request) && creates.push(request));
    let releaseCreate!: () => void;
    const createHeld = new Promise<void>((resolve) => (releaseCreate = resolve));
    await page.route('**/api/documents', async (route) => {
      if (isCreate(route.request())) await createHeld;
      await route.fallback();
    });
    await editor(page).click();
    await page.keyboard.type('I');
    await expect(saveStatus(page)).toHaveText('Saving...');
    await page.keyboard.type('dea: usage-based pricing for small teams');
    // Typed during the creation: waits for it.
    await expect(saveStatus(page)).toHaveText('Unsaved changes');
    expect(creates).toHaveLength(1);
    await expect(page).toHaveURL(/\/documents\?new=1$/);

    releaseCreate();
    await expect(page).toHaveURL(EDITOR_URL);
    // The editor stayed (same text, focus and caret): typing goes on where it was.
    await expect(editor(page)).toBeFocused();
    await page.keyboard.type(', billed monthly.');
    await expect(editor(page)).toHaveText('Idea: usage-based pricing for small teams, billed monthly.');
    await expect(saveStatus(page)).toHaveText('Saved', { timeout: 10_000 });
    await expect(page.getByText('Not saved yet')).toHaveCount(0);
    expect(creates).toHaveLength(1);

    const id = documentId(page);
    const document = await stored(page, id);
    expect(document).toMatchObject({ type: 'enhance', content: '<p>Idea: usage-based pricing for small teams, billed monthly.</p>' });
    expect(document.title).toBe('Idea: usage-based pricing for small teams, billed...');
    expect(await editorDocuments(page)).toHaveLength(1);
    // Its history starts with the typed text, not with the first letter.
    const versions = (await (await page.request.get(`/api/documents/${id}/versions`)).json()) as unknown[];
    expect(versions).toHaveLength(1);

    // Back leaves at once: nothing is left unsaved, and the list holds it.
    await page.getByRole('button', { name: 'Back to Documents' }).click();
    await expect(page).toHaveURL(/\/documents$/);
    await expect(page.getByText('1 document', { exact: true })).toBeVisible();
  });

  test('whose creation fails keeps its text, says so and retries until it is saved, once', async ({ page }) => {
    await signInThroughUi(page, uniqueEmail('doc-first-fail'));
    await openNewDocument(page);
    let failing = true;
    await page.route('**/api/documents', (route) =>
      failing && isCreate(route.request()) ? route.abort('internetdisconnected') : route.fallback(),
    );
    await editor(page).click();
    await page.keyboard.type('Offline idea');
    await expect(toasts(page).getByText('Failed to save changes')).toBeVisible();
    await expect(saveStatus(page)).toHaveText('Not saved, retrying');
    await expect(editor(page)).toHaveText('Offline idea');
    await expect(page).toHaveURL(/\/documents\?new=1$/);

    // Back asks, since the text is on this device only.
    await page.getByRole('button', { name: 'Back to Documents' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave this new document?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay' }).click();

    failing = false;
    await expect(saveStatus(page)).toHaveText('Saved', { timeout: 15_000 });
    await expect(page).toHaveURL(EDITOR_URL);
    await expect(editor(page)).toHaveText('Offline idea');
    expect((await stored(page, documentId(page))).content).toBe('<p>Offline idea</p>');
    expect(await editorDocuments(page)).toHaveLength(1);
  });

  test('kept on this device when its creation never got through comes back and is saved', async ({ page }) => {
    await signInThroughUi(page, uniqueEmail('doc-first-draft'));
    await openNewDocument(page);
    await page.route('**/api/documents', (route) => (isCreate(route.request()) ? route.abort('internetdisconnected') : route.fallback()));
    await editor(page).click();
    await page.keyboard.type('Idea kept here');
    await expect(saveStatus(page)).toHaveText('Not saved, retrying');
    await page.getByRole('button', { name: 'Back to Documents' }).click();
    await page.getByRole('alertdialog', { name: 'Leave this new document?' }).getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/documents$/);
    await expect(page.getByText('0 documents', { exact: true })).toBeVisible();

    await page.unroute('**/api/documents');
    await page.getByRole('link', { name: 'Create New Document' }).first().click();
    await expect(editor(page)).toHaveText('Idea kept here');
    await expect(toasts(page).getByText('Draft restored')).toBeVisible();
    await expect(saveStatus(page)).toHaveText('Saved', { timeout: 10_000 });
    await expect(page).toHaveURL(EDITOR_URL);
    expect((await stored(page, documentId(page))).content).toBe('<p>Idea kept here</p>');
  });
});
