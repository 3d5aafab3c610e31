import { askFromHome, replies } from './chat-page';
import { createDocument, expect, signInThroughUi, test, uniqueEmail } from './fixtures';

test('asked what was decided before, the offline assistant quotes the user’s document and shows its search as a card @mobile', async ({
  page,
}, info) => {
  await signInThroughUi(page, uniqueEmail('search-work'));
  await createDocument(page, 'Pricing decision', '<p>We decided on per-seat pricing at $12 a month.</p>');
  await askFromHome(page, 'What did we decide about pricing last month?');
  const reply = replies(page).last();
  await expect(reply).toContainText('Here is what your own work says about pricing');
  await expect(reply).toContainText('per-seat pricing');
  await expect(reply.getByRole('region', { name: 'Search my work' })).toBeVisible();
  await page.screenshot({ path: `test-results/search-my-work-${info.project.name}.png` });
  await expect(reply).toContainText('Pricing decision');
  await expect(reply).toContainText('1 match in your work for "pricing".');
});
