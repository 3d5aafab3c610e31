import type { Page } from '@playwright/test';
import { askFromHome, messageInput, toasts } from './chat-page';
import { editor, openAnalyzed, WEAK_PRD } from './editor-page';
import { createDocument, expect, settle, signInThroughUi, test, uniqueEmail } from './fixtures';

/** A desktop and the common phone. */
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** What a toast must never cover: fields, and the buttons that carry a screen's main action. */
const GUARDED =
  'input:not([type="hidden"]), textarea, select, [contenteditable="true"], button[data-variant="default"], button[type="submit"]';

/**
 * The guarded elements the visible toast overlaps, by name: the toast's box against each one's box
 * as far as it is on screen (a field scrolled out of view cannot be covered). A rich-text editor may
 * fill the window: it counts as covered when the toast hides a quarter of what shows of it.
 */
function coveredByToast(page: Page) {
  return page.evaluate((guarded) => {
    const toast = document.querySelector('[data-sonner-toast][data-visible="true"]');
    if (!toast) throw new Error('no toast on screen');
    const t = toast.getBoundingClientRect();
    const covered: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(guarded)) {
      if (element.closest('[data-sonner-toaster]') || !element.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        continue;
      const r = element.getBoundingClientRect();
      const left = Math.max(t.left, r.left, 0);
      const right = Math.min(t.right, r.right, window.innerWidth);
      const top = Math.max(t.top, r.top, 0);
      const bottom = Math.min(t.bottom, r.bottom, window.innerHeight);
      const shown =
        (Math.min(r.right, window.innerWidth) - Math.max(r.left, 0)) * (Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0));
      const hidden = element.isContentEditable ? (right - left) * (bottom - top) > shown / 4 : true;
      if (right - left > 2 && bottom - top > 2 && hidden) {
        const name = element.getAttribute('aria-label') ?? element.getAttribute('placeholder') ?? element.textContent?.trim().slice(0, 40);
        covered.push(`${element.tagName.toLowerCase()} "${name ?? ''}"`);
      }
    }
    return covered;
  }, GUARDED);
}

/** Shows a toast the way `act` does on the screen `open` leads to, at each size, and checks what it covers. */
async function expectToastClear(page: Page, screen: string, open: () => Promise<void>, act: () => Promise<void>) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await open();
    await act();
    await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `test-results/toasts/${screen}-${size.width}.png` });
    expect.soft(await coveredByToast(page), `${screen} at ${size.width} px`).toEqual([]);
  }
}

/** Answers the next matching request with a refusal, as an overloaded server would; later ones go through. */
async function refuseOnce(page: Page, url: string | RegExp, method: string) {
  let refused = false;
  await page.route(url, async (route) => {
    if (refused || route.request().method() !== method) return route.fallback();
    refused = true;
    await route.fulfill({ status: 503, json: { message: 'The server is busy. Try again in a moment.' } });
  });
}

test('a wrong sign-in code: the toast leaves the code field and Verify clear', async ({ page }) => {
  const email = uniqueEmail('toast-sign-in');
  await expectToastClear(
    page,
    'sign-in',
    async () => {
      await page.context().clearCookies();
      await page.goto('/');
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Start Now' }).click();
    },
    async () => {
      await page.getByLabel('Verification code').fill('000000');
      await page.getByRole('button', { name: 'Verify & Continue' }).click();
      await expect(toasts(page).getByText('Invalid verification code', { exact: true })).toBeVisible();
    },
  );
});

test('on home, in a chat, in the editor and on a design, a toast never covers a field or the main button', async ({ page }) => {
  test.setTimeout(180_000);
  await signInThroughUi(page, uniqueEmail('toast-screens'));
  await askFromHome(page, 'How should we price a budgeting app for students?');
  const chat = page.url();
  const doc = await createDocument(page, 'Checkout revamp', WEAK_PRD);

  await expectToastClear(
    page,
    'home',
    () => page.goto('/').then(() => undefined),
    async () => {
      // A question's failure shows under the ask box; an attachment's failure is a toast.
      await refuseOnce(page, '**/api/upload', 'POST');
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Attach' }).click();
      await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Interview notes') });
      await expect(toasts(page).getByText('The server is busy', { exact: false })).toBeVisible();
    },
  );

  await expectToastClear(
    page,
    'chat',
    () => page.goto(chat).then(() => undefined),
    async () => {
      await refuseOnce(page, /\/api\/documents\/[^/]+\/messages$/, 'POST');
      await messageInput(page).fill('And for families?');
      await messageInput(page).press('Enter');
      await expect(toasts(page).getByText('The server is busy', { exact: false })).toBeVisible();
    },
  );

  await expectToastClear(
    page,
    'document',
    async () => {
      await page.goto(`/documents?id=${doc}`);
      await expect(editor(page)).toContainText('should be fast');
    },
    async () => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      await (await chooser).setFiles({ name: 'deck.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
      await expect(toasts(page).getByText('Unsupported file type')).toBeVisible();
    },
  );

  // An analysed document shows its chat: the analysis's toast stays clear of that chat's field too.
  await expectToastClear(
    page,
    'document-analysed',
    () => Promise.resolve(),
    () => openAnalyzed(page, doc, 'should be fast'),
  );

  await expectToastClear(
    page,
    'design',
    () => page.goto('/designs/new').then(() => undefined),
    async () => {
      await page.getByRole('button', { name: 'Analyze Design' }).click();
      await expect(toasts(page).getByText('Please upload an image first')).toBeVisible();
    },
  );
});
