import { AlertCircle } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { usePageTitle } from '@/hooks/use-page-title';

/** Any unknown address: a card saying '404 Page Not Found'. */
export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <div className="flex min-h-full w-full items-center justify-center p-4 py-16">
      <Card className="w-full max-w-md">
        <CardContent>
          <div className="flex items-center gap-3">
            <AlertCircle className="size-8 shrink-0 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
        </CardContent>
      </Card>
    </div>
  );
}
