import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { queryClient as appQueryClient } from '@/lib/query-client';

type ProvidersProps = { children: ReactNode; queryClient?: QueryClient };

/** Data cache, tooltips and toasts for the whole app; tests pass their own query client. */
export function Providers({ children, queryClient = appQueryClient }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={300}>
        {children}
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
