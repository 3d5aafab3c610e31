import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, postFromPage, settle, signInThroughUi, test, uniqueEmail } from './fixtures';

async function expectNoViolations(page: Page, screen: string, theme: string) {
  // Entrance animations end first, so colours are measured as they stay.
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
  await page.screenshot({ path: `test-results/screens/${screen}-${theme}.png`, fullPage: false });
  expect(found, `${screen} in the ${theme} theme`).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds nothing on any screen in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
    await expectNoViolations(page, 'landing', theme);

    await signInThroughUi(page, uniqueEmail(`axe-${theme}`));
    const { id: chat } = await postFromPage(page, '/api/documents', { title: 'Pricing chat', type: 'explore' });
    await postFromPage(page, `/api/documents/${chat}/messages`, { content: 'How should we price the team plan?', isQuestion: false });
    await postFromPage(page, `/api/documents/${chat}/messages`, { content: 'Draft the PRD sections for a team plan', isQuestion: false });
    // Long enough that the editor, the lists and the chat scroll: scrolling regions must be keyboard reachable.
    const long = Array.from({ length: 60 }, (_, i) => `<p>Requirement ${i + 1}: customers can pay with Apple Pay at checkout.</p>`).join(
      '',
    );
    const { id: doc } = await postFromPage(page, '/api/documents', {
      title: 'Checkout PRD',
      type: 'enhance',
      content: `<h2>Goals</h2><p>Support Apple Pay.</p>${long}`,
    });
    const { id: design } = await postFromPage(page, '/api/designs', { title: 'Onboarding', content: '' });

    const screens: [string, string][] = [
      ['home', '/'],
      ['chats', '/chats'],
      ['chat', `/chat/${chat}`],
      ['documents', '/documents'],
      ['document', `/documents?id=${doc}`],
      ['designs', '/designs'],
      ['design', `/designs/${design}`],
      ['templates', '/templates'],
      ['account', '/account'],
      ['billing', '/billing'],
    ];
    for (const [name, url] of screens) {
      await page.goto(url);
      await expectNoViolations(page, name, theme);
    }
    await page.keyboard.press('ControlOrMeta+k');
    await page.getByRole('combobox', { name: 'Search or type a command' }).fill('apple');
    await expect(page.getByRole('option', { name: /Checkout PRD/ })).toBeVisible();
    await expectNoViolations(page, 'palette', theme);
  });
}
