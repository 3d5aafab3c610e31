import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryPanel } from '@/features/memories/components/memory-panel';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { memoryOf } from '@/test/product-data';
import { renderWithProviders } from '@/test/render-with-providers';

afterEach(() => vi.unstubAllGlobals());

const memories = [memoryOf('target_audience', 'Harbour masters'), memoryOf('goal', 'Fewer double-let berths', true)];

describe('MemoryPanel', () => {
  it('lets a writer correct, forget, keep and drop facts', async () => {
    stubFetch({ 'GET /api/documents/c1/memories': () => jsonResponse(200, memories) });
    renderWithProviders(<MemoryPanel id="m" documentId="c1" />);
    expect(await screen.findByText('Harbour masters')).toBeInTheDocument();
    expect(screen.getByText(/Correct or remove any that are wrong/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Target audience' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forget Target audience' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Keep/ })).toBeInTheDocument();
  });

  it('shows a reader the facts with nothing to change them', async () => {
    stubFetch({ 'GET /api/documents/c1/memories': () => jsonResponse(200, memories) });
    renderWithProviders(<MemoryPanel id="m" documentId="c1" readOnly />);
    expect(await screen.findByText('Harbour masters')).toBeInTheDocument();
    expect(screen.getByText('Fewer double-let berths')).toBeInTheDocument();
    expect(screen.queryByText(/Correct or remove/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
