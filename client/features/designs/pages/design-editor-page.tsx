import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDesign } from '@/features/designs/api/get-design';
import { DesignEditor } from '@/features/designs/pages/design-editor';
import { serverMessage } from '@/lib/api-client';

/** /designs/new (id null): a blank editor; /designs/{id}: the design, once loaded. */
export function DesignEditorPage({ id }: { id: string | null }) {
  return id === null ? <DesignEditor design={null} /> : <ExistingDesign id={id} />;
}

function ExistingDesign({ id }: { id: string }) {
  const design = useDesign(id);
  if (design.isPending) {
    return (
      <div className="flex h-full items-center justify-center">
        <Spinner className="size-8 text-primary" />
      </div>
    );
  }
  if (design.isError) {
    return (
      <div className="flex min-h-full items-center justify-center p-4 py-16">
        <div className="flex w-full max-w-md flex-col items-center gap-3 rounded-xl border bg-card px-6 py-10 text-center shadow-sm">
          <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-lg font-semibold">Error Loading Design</h1>
          <p className="text-sm text-muted-foreground">{serverMessage(design.error, 'Could not load the requested design')}</p>
          <Link href="/designs" className={buttonVariants({ variant: 'outline', className: 'mt-2' })}>
            <ArrowLeft aria-hidden="true" />
            Back to Designs
          </Link>
        </div>
      </div>
    );
  }
  return <DesignEditor design={design.data} />;
}
