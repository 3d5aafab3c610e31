import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SharedPage } from '@/pages/shared/shared-page';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';

describe('SharedPage', () => {
  it('shows a shared document read-only under the shared-from header', async () => {
    stubFetch({
      'GET /api/shared/tok': () =>
        jsonResponse(200, {
          kind: 'document',
          title: 'Checkout PRD',
          content: '<h2>Goal</h2><p>Two steps</p>',
          updatedAt: '2026-11-27T10:00:00Z',
        }),
    });
    renderWithProviders(<SharedPage token="tok" />);
    expect(await screen.findByRole('heading', { name: 'Checkout PRD', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Goal', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Shared from Northstar')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
  });

  it('shows a chat as its transcript', async () => {
    stubFetch({
      'GET /api/shared/tok': () =>
        jsonResponse(200, {
          kind: 'chat',
          title: 'Pricing',
          updatedAt: '2026-11-27T10:00:00Z',
          messages: [
            { role: 'user', text: 'Per seat?', createdAt: '2026-11-27T10:00:00Z' },
            { role: 'assistant', text: '**Tiered** is better.', createdAt: '2026-11-27T10:00:01Z' },
          ],
        }),
    });
    renderWithProviders(<SharedPage token="tok" />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['QuestionPer seat?', 'NorthstarTiered is better.']);
  });

  it('says the link is no longer available on a 404', async () => {
    stubFetch({ 'GET /api/shared/gone': () => jsonResponse(404, { message: 'This link is no longer available', code: 'not_found' }) });
    renderWithProviders(<SharedPage token="gone" />);
    expect(await screen.findByRole('heading', { name: 'This link is no longer available' })).toBeInTheDocument();
  });
});
