import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';

/** Renders inside the app's providers with a fresh query client. */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = createQueryClient();
  return { queryClient, ...render(<Providers queryClient={queryClient}>{ui}</Providers>) };
}
