import { pdfPages } from '../../server/test/file-fixtures';
import { CHAT_URL, replies, waitForReply } from './chat-page';
import { expect, postFromPage, signInThroughUi, test, uniqueEmail } from './fixtures';

/** A two-page pricing policy whose refund rule is found nowhere else. */
const policy = pdfPages([
  ['Billing policy', 'Invoices are issued on the first working day of each month.', 'Monthly plans renew automatically.'],
  ['Refunds', 'Annual plans can be refunded within 45 days of purchase, pro rata after that.', 'Seat changes apply from the next invoice.'],
]);

test.describe('product knowledge', () => {
  test.describe.configure({ timeout: 90_000 });

  test('add a PDF to a product, ask a chat of the product about it, and follow the citation to the product', async ({ page }) => {
    await signInThroughUi(page, uniqueEmail('knowledge'));
    const product = await postFromPage(page, '/api/products', { name: 'Ledger Bay', description: 'Bookkeeping for small firms' });
    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole('heading', { name: 'Ledger Bay', level: 1 })).toBeVisible();

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload file' }).click();
    await (await chooser).setFiles({ name: 'Billing policy.pdf', mimeType: 'application/pdf', buffer: policy });
    const knowledge = page.getByRole('list', { name: 'Knowledge' });
    await expect(knowledge.getByRole('listitem')).toHaveCount(1);
    await expect(knowledge).toContainText('Billing policy.pdf');
    await expect(knowledge).toContainText(/passage/);

    await page.getByRole('link', { name: 'New chat in Ledger Bay' }).click();
    await page.getByPlaceholder('Ask anything...').fill('How long do customers on annual plans have to ask for a refund?');
    await page.getByPlaceholder('Ask anything...').press('Enter');
    await expect(page).toHaveURL(CHAT_URL);
    await waitForReply(page);
    const reply = replies(page).last();
    await expect(reply).toContainText('Annual plans can be refunded within 45 days of purchase');
    // Only the sentence that answers is quoted: not its neighbours, not the page's heading.
    await expect(reply).not.toContainText('renew automatically');
    await expect(reply).not.toContainText('Refunds Annual');
    const sources = reply.getByRole('navigation', { name: 'Sources' });
    await expect(sources.getByRole('link', { name: 'Billing policy.pdf' })).toBeVisible();
    await page.screenshot({ path: 'test-results/knowledge/cited-reply.png' });

    await sources.getByRole('link', { name: 'Billing policy.pdf' }).click();
    await expect(page).toHaveURL(`/products/${product.id}`);
    await expect(page.getByRole('list', { name: 'Knowledge' })).toContainText('Billing policy.pdf');
  });
});
