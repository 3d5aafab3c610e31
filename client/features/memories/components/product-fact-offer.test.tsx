import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FactDto } from '@common/products';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductFactOffer } from '@/features/memories/components/product-fact-offer';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { factOf, memoryOf, productOf } from '@/test/product-data';
import { renderWithProviders } from '@/test/render-with-providers';

const product = productOf('p1', 'ChairTime');
const fact = factOf;
const memory = memoryOf;

const memories = [
  memory('target_audience', 'Dental practice managers'),
  memory('pain_points', 'No-shows'),
  memory('goal', 'Fewer no-shows'),
];

function serve(facts: FactDto[]) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  const record = (method: string) => (init: RequestInit | undefined, url: string) => {
    sent.push({ method, url, body: JSON.parse(String(init?.body)) });
    return jsonResponse(method === 'POST' ? 201 : 200, fact('x', 'y'));
  };
  stubFetch({
    'GET /api/documents/c1/memories': () => jsonResponse(200, memories),
    'GET /api/documents/c2/memories': () => jsonResponse(200, memories),
    'GET /api/products/p1': () => jsonResponse(200, product),
    'GET /api/products/p1/facts': () => jsonResponse(200, facts),
    'POST /api/products/p1/facts': record('POST'),
    'PATCH /api/products/p1/facts/f-goal': record('PATCH'),
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ProductFactOffer', () => {
  it("offers the chat's new facts to the product, naming the chat, and replaces a differing one only on its own button", async () => {
    const sent = serve([fact('Target audience', 'dental practice managers'), fact('goal', 'More bookings')]);
    renderWithProviders(<ProductFactOffer documentId="c1" productId="p1" />);
    expect(await screen.findByRole('region', { name: 'Remember for ChairTime?' })).toBeInTheDocument();
    expect(screen.queryByText(/Dental practice managers/)).toBeNull();
    expect(screen.getByText(/ChairTime says “More bookings”/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remember Pain points for ChairTime' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/api/products/p1/facts',
      body: { key: 'pain_points', value: 'No-shows', sourceId: 'c1' },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Replace Goal for ChairTime' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ method: 'PATCH', url: '/api/products/p1/facts/f-goal', body: { value: 'Fewer no-shows', sourceId: 'c1' } });
  });

  it('goes away on "Not now" and stays away after a reload of that chat, not of another', async () => {
    serve([]);
    const { unmount } = renderWithProviders(<ProductFactOffer documentId="c1" productId="p1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Remember for ChairTime?' })).toBeNull();
    unmount();
    renderWithProviders(
      <>
        <ProductFactOffer documentId="c1" productId="p1" />
        <ProductFactOffer documentId="c2" productId="p1" />
      </>,
    );
    expect(await screen.findAllByRole('region', { name: 'Remember for ChairTime?' })).toHaveLength(1);
  });
});
