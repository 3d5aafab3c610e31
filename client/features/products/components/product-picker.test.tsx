import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProductPicker } from '@/features/products/components/product-picker';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { productOf } from '@/test/product-data';
import { renderWithProviders } from '@/test/render-with-providers';

const ACME = productOf('p1', 'Acme Payroll');
const BETA = productOf('p2', 'Beta Analytics');
const chat = (productId: string | null) => ({
  id: 'c1',
  title: 'Onboarding',
  type: 'explore',
  productId,
  content: '',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

describe('the product picker', () => {
  it("shows the item's product, links its page, and moves a chat to another product and to none", async () => {
    const sent: unknown[] = [];
    stubFetch({
      'GET /api/products': () => jsonResponse(200, [ACME, BETA]),
      'PATCH /api/documents/c1': (init) => {
        const body = JSON.parse(String(init?.body)) as { productId: string | null };
        sent.push(body);
        return jsonResponse(200, chat(body.productId));
      },
    });
    renderWithProviders(<ProductPicker kind="document" id="c1" productId="p1" />);
    const select = await screen.findByRole('combobox', { name: 'Product' });
    expect(select).toHaveValue('p1');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['No product', 'Acme Payroll', 'Beta Analytics']);
    expect(screen.getByRole('link', { name: 'Open Acme Payroll' })).toHaveAttribute('href', '/products/p1');

    await userEvent.selectOptions(select, 'p2');
    await waitFor(() => expect(select).toBeEnabled());
    expect(select).toHaveValue('p2');
    expect(screen.getByRole('link', { name: 'Open Beta Analytics' })).toBeVisible();

    await userEvent.selectOptions(select, '');
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Open / })).toBeNull());
    expect(select).toHaveValue('');
    expect(sent).toEqual([{ productId: 'p2' }, { productId: null }]);
  });

  it("moves a design through the design's PATCH", async () => {
    const sent: string[] = [];
    stubFetch({
      'GET /api/products': () => jsonResponse(200, [ACME]),
      'PATCH /api/designs/d1': (init) => {
        sent.push(String(init?.body));
        return jsonResponse(200, {
          id: 'd1',
          title: 'Checkout',
          content: '',
          imageUrl: null,
          productId: 'p1',
          createdAt: '',
          updatedAt: '',
        });
      },
    });
    renderWithProviders(<ProductPicker kind="design" id="d1" productId={null} />);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Product' }), 'p1');
    await waitFor(() => expect(sent).toEqual([JSON.stringify({ productId: 'p1' })]));
  });

  it("toasts the server's reason for a refused move and shows where the item still is", async () => {
    stubFetch({
      'GET /api/products': () => jsonResponse(200, [ACME, BETA]),
      'PATCH /api/documents/c1': () => jsonResponse(400, { message: 'productId: no such product of yours' }),
    });
    renderWithProviders(<ProductPicker kind="document" id="c1" productId="p1" />);
    const select = await screen.findByRole('combobox', { name: 'Product' });
    await userEvent.selectOptions(select, 'p2');
    expect(await screen.findByText(/productId: no such product of yours/)).toBeVisible();
    await waitFor(() => expect(select).toBeEnabled());
    expect(select).toHaveValue('p1');
  });
});
