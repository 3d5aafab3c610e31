import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { askFromHome, waitForReply } from './chat-page';
import { createDesign, drawMockup } from './design-mockup';
import { createDocument, expect, postFromPage, settle, signInThroughUi, test, uniqueEmail } from './fixtures';
import { ADMIN_EMAIL } from './global-setup';
import { findLayoutProblems } from './layout-problems';

/** Phone widths: the common 390, the narrowest phones in use and the largest. */
const WIDTHS = [390, 360, 430] as const;
const THEMES = ['light', 'dark'] as const;
const SHOTS = 'test-results/phone';

type Screen = { name: string; open: (page: Page) => Promise<void> };

/** Opens each screen at each phone width in each theme; every overlap found is reported, then the test fails. */
async function expectNoOverlaps(page: Page, screens: Screen[]) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      for (const screen of screens) {
        await screen.open(page);
        await settle(page);
        await page.screenshot({ path: `${SHOTS}/${screen.name}-${width}-${theme}.png` });
        expect.soft(await findLayoutProblems(page), `${screen.name} at ${width} px, ${theme}`).toEqual([]);
        expect
          .soft(await page.evaluate(() => document.documentElement.scrollWidth), `${screen.name} scrolls sideways at ${width} px`)
          .toBe(width);
      }
    }
  }
}

const visit = (url: string, ready: (page: Page) => Promise<void>) => async (page: Page) => {
  await page.goto(url);
  await ready(page);
};

const heading = (name: string | RegExp) => (page: Page) => expect(page.getByRole('heading', { name }).first()).toBeVisible();

test('nothing overlaps on the signed-out screens at phone widths, in both themes', async ({ page }) => {
  test.setTimeout(120_000);
  await expectNoOverlaps(page, [
    { name: 'landing', open: visit('/', (p) => expect(p.getByLabel('Email')).toBeVisible()) },
    {
      name: 'sign-in',
      open: async (p) => {
        await p.goto('/');
        // A new address each time: one address may ask for a code only so often.
        await p.getByLabel('Email').fill(uniqueEmail('phone-out'));
        await p.getByRole('button', { name: 'Start Now' }).click();
        await expect(p.getByLabel('Verification code')).toBeVisible();
      },
    },
  ]);
});

test('nothing overlaps on the signed-in screens at phone widths, in both themes', async ({ page }) => {
  test.setTimeout(360_000);
  await signInThroughUi(page, uniqueEmail('phone-in'));
  await askFromHome(page, 'We are building Tally, a budgeting app for students. How should we price it?');
  const chatUrl = page.url();
  const chatId = chatUrl.split('/').pop() as string;
  for (const [key, value] of [
    ['product_name', 'Tally'],
    ['target_audience', 'University students who share a flat and split their bills every month'],
    ['main_features', 'Shared budgets, bill splitting, reminders before rent is due'],
    ['goals', 'Ten thousand students paying by the end of the first academic year'],
    ['pain_points', 'Flatmates forget who paid what and argue about bills'],
    ['pricing', 'Free for one flat, three pounds a month for reminders'],
  ] as const) {
    await postFromPage(page, `/api/documents/${chatId}/memories`, { key, value });
  }
  const sections = Array.from({ length: 12 }, (_, i) => `<p>Requirement ${i + 1}: students can split a bill with flatmates.</p>`).join('');
  const doc = await createDocument(page, 'Tally PRD', `<h2>Goals</h2><p>Help students stay on budget.</p>${sections}`);
  const { id: design } = await createDesign(page, 'Tally checkout', await drawMockup(page));
  await page.goto(`/designs/${design}`);
  await page.getByRole('button', { name: 'Analyze Design' }).click();
  await expect(page.getByRole('heading', { name: 'Design review: Tally checkout' })).toBeVisible({ timeout: 15_000 });

  await expectNoOverlaps(page, [
    { name: 'home', open: visit('/', (p) => expect(p.getByPlaceholder('Ask anything...')).toBeVisible()) },
    {
      name: 'chat',
      open: async (p) => {
        await p.goto(chatUrl);
        await waitForReply(p);
        await p.getByRole('button', { name: 'What I remember' }).click();
        await expect(p.getByRole('region', { name: 'What I remember' }).getByRole('listitem')).toHaveCount(6);
      },
    },
    { name: 'chats', open: visit('/chats', heading(/Tally|How should we price/)) },
    { name: 'documents', open: visit('/documents', heading('Tally PRD')) },
    {
      name: 'document',
      open: visit(`/documents?id=${doc}`, (p) => expect(p.getByText('Requirement 12: students can split a bill')).toBeVisible()),
    },
    { name: 'designs', open: visit('/designs', heading('Tally checkout')) },
    { name: 'design-review', open: visit(`/designs/${design}`, heading('Design review: Tally checkout')) },
    { name: 'templates', open: visit('/templates', heading('Templates')) },
    { name: 'billing', open: visit('/billing', heading(/plan/i)) },
    { name: 'account', open: visit('/account', heading('Account')) },
  ]);
});

test('nothing overlaps on the admin tabs at phone widths, in both themes', async ({ page }) => {
  test.setTimeout(180_000);
  await signInThroughUi(page, ADMIN_EMAIL);

  const tabs = ['Users', 'AI Prompts', 'Journey Questionnaires', 'Templates', 'Feedback'];
  await expectNoOverlaps(
    page,
    tabs.map((tab) => ({
      name: `admin-${tab.toLowerCase().replace(/\s+/g, '-')}`,
      open: async (p) => {
        if (!p.url().endsWith('/admin')) await p.goto('/admin');
        const trigger = p.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name: tab });
        await trigger.click();
        await expect(trigger).toHaveAttribute('aria-selected', 'true');
      },
    })),
  );
  // The tabs stay on one row, scrolling sideways when they do not fit.
  const tabTops = await page
    .getByRole('tablist', { name: 'Admin sections' })
    .getByRole('tab')
    .evaluateAll((all) => new Set(all.map((tab) => Math.round(tab.getBoundingClientRect().top))).size);
  expect(tabTops).toBe(1);
});
