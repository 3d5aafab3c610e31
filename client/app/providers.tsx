import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useSettled } from '@/hooks/use-settled';
import { lazyPart } from '@/lib/lazy-part';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { useToastRaised } from '@/lib/toast';

const Toaster = lazyPart(() => import('@/components/ui/sonner').then((m) => m.Toaster));

type ProvidersProps = { children: ReactNode; queryClient?: QueryClient };

/** Data cache, tooltips and toasts for the whole app; tests pass their own query client. */
export function Providers({ children, queryClient = appQueryClient }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={300}>
        {children}
        <Toasts />
      </TooltipProvider>
    </QueryClientProvider>
  );
}

/**
 * The toast area, whose code downloads once the first screen has painted, or at once when a toast
 * is raised before that (the toast waits for sonner's code and shows when it is in).
 */
function Toasts() {
  const settled = useSettled();
  const raised = useToastRaised();
  if (!settled && !raised) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
