import { PageLayout } from '@/components/page-layout';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useDeleteDesign } from '@/features/designs/api/delete-design';
import { useDesigns } from '@/features/designs/api/get-designs';
import { CreateDesignCard, EmptyDesigns } from '@/features/designs/components/create-design-card';
import { DesignCard } from '@/features/designs/components/design-card';
import { describeFailure } from '@/features/designs/lib/describe-failure';

/** Designs: the dashed Create New Design card, then every design, newest first. */
export function DesignsPage() {
  const designs = useDesigns();
  const remove = useDeleteDesign();
  const count = designs.data?.length;
  const subtitle = count === undefined ? undefined : `${count} ${count === 1 ? 'design' : 'designs'}`;

  const deleteDesign = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => toast({ title: 'Success', description: 'Design deleted successfully' }),
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Error', description: describeFailure('Failed to delete design', error) }),
    });

  return (
    <PageLayout title="Designs" subtitle={subtitle}>
      {designs.isError ? (
        <div className="flex flex-col items-center gap-3 py-16 text-center">
          <p className="text-sm text-muted-foreground">Could not load your designs.</p>
          <Button variant="outline" onClick={() => void designs.refetch()}>
            Try again
          </Button>
        </div>
      ) : !designs.data ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-6 text-primary" />
        </div>
      ) : designs.data.length === 0 ? (
        <EmptyDesigns />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
          <CreateDesignCard />
          {designs.data.map((design) => (
            <DesignCard
              key={design.id}
              design={design}
              onDelete={() => deleteDesign(design.id)}
              deleting={remove.isPending && remove.variables === design.id}
            />
          ))}
        </ul>
      )}
    </PageLayout>
  );
}
