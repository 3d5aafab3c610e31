import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dismissToast, toast } from '@/lib/toast';
import { Providers } from '@/app/providers';

const renderProviders = () => render(<Providers queryClient={new QueryClient()}>page</Providers>);

// The toast store is shared by the whole file: the test with no toast goes first.
describe('Providers', () => {
  it('mounts the notifications area once the page has settled, with no toast raised', async () => {
    renderProviders();
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
    expect(await screen.findByRole('region', { name: /Notifications/ }, { timeout: 4000 })).toBeInTheDocument();
  });

  it('shows a toast raised before the page has settled, once the toast code is in', async () => {
    renderProviders();
    act(() => void toast({ title: 'Saved before paint' }));
    expect(await screen.findByText('Saved before paint')).toBeInTheDocument();
    act(() => dismissToast());
  });
});
