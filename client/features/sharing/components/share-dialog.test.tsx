import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ShareLinkDto } from '@common/sharing';
import { ShareButton } from '@/features/sharing/components/share-dialog';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';

const LINK: ShareLinkDto = {
  token: 'tok',
  url: 'http://localhost/s/tok',
  expiresAt: '2026-12-04T10:00:00.000Z',
  createdAt: '2026-11-27T10:00:00.000Z',
};

describe('ShareButton', () => {
  it('shows only the owner has access, creates a link with the chosen expiry, then revokes it', async () => {
    let link: ShareLinkDto | null = null;
    const fetchMock = stubFetch({
      'GET /api/documents/d1/share': () => jsonResponse(200, { link }),
      'POST /api/documents/d1/share': () => {
        link = LINK;
        return jsonResponse(200, LINK);
      },
      'DELETE /api/documents/d1/share': () => {
        link = null;
        return jsonResponse(200, { message: 'Link revoked: it no longer opens' });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ShareButton kind="document" id="d1" />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share this document' });
    expect(await within(dialog).findByText('Only you')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '7 days' }));
    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByText('Anyone with the link (read-only)')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Share link' })).toHaveValue(LINK.url);
    expect(within(dialog).getByText(/^Expires 4 Dec 2026/)).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const sent = JSON.parse(String(post?.[1]?.body)) as { expiresAt: string };
    expect(new Date(sent.expiresAt).getTime() - before).toBeGreaterThanOrEqual(7 * 24 * 60 * 60_000 - 1000);

    await user.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    expect(await within(dialog).findByText('Only you')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('shows nothing for an item not saved yet', () => {
    renderWithProviders(<ShareButton kind="design" id={null} />);
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });
});
