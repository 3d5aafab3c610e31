import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dismissToast, toast } from '@/components/ui/use-toast';
import { Providers } from '@/app/providers';

const renderProviders = () => render(<Providers queryClient={new QueryClient()}>page</Providers>);

// The toast store is shared by the whole file: the test with no toast goes first.
describe('Providers', () => {
  it('mounts the notifications area after the first paint, with no toast raised', async () => {
    renderProviders();
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });

  it('shows a toast raised before the first screen has painted, once the toast code is in', async () => {
    renderProviders();
    act(() => void toast({ title: 'Saved before paint' }));
    expect(await screen.findByText('Saved before paint')).toBeInTheDocument();
    act(() => dismissToast());
  });
});
