import { Image as ImageIcon, ImagePlus, Pencil, Plus } from 'lucide-react';
import type { DesignSummary } from '@common/designs';
import { CardGrid } from '@/components/card-grid';
import type { EmptyStateProps } from '@/components/empty-state';
import { EntityCard } from '@/components/entity-card';
import { PageLayout } from '@/components/page-layout';
import { toast } from '@/lib/toast';
import { useDeleteDesign } from '@/features/designs/api/delete-design';
import { useDesigns } from '@/features/designs/api/get-designs';
import { describeFailure } from '@/features/designs/lib/describe-failure';
import { ProductFilter, useProductFilter, useProductNames } from '@/features/products/components/product-filter';
import { paths } from '@/lib/paths';

const EMPTY: EmptyStateProps = {
  icon: ImagePlus,
  title: 'No designs yet',
  text: 'Upload or paste a screenshot of a screen, a flow or a mock-up, and Northstar reviews its UX, then answers your questions about it.',
  action: { href: paths.newDesign, label: 'Create New Design', icon: Plus },
};

/** Designs: the dashed Create New Design card, then every design, newest first. */
export function DesignsPage() {
  const product = useProductFilter();
  const productNames = useProductNames();
  const designs = useDesigns({ productId: product.productId });
  const remove = useDeleteDesign();
  const count = designs.data?.length;
  const subtitle = product.label ?? (count === undefined ? null : `${count} ${count === 1 ? 'design' : 'designs'}`);

  const deleteDesign = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => toast({ id: 'delete-design', title: 'Success', description: 'Design deleted successfully' }),
      onError: (error) =>
        toast({
          id: 'delete-design',
          variant: 'destructive',
          title: 'Error',
          description: describeFailure('Failed to delete design', error),
        }),
    });

  return (
    <PageLayout title="Designs" subtitle={subtitle}>
      <ProductFilter filter={product} />
      <CardGrid
        query={designs}
        items={designs.data}
        failed="Could not load your designs."
        empty={EMPTY}
        noMatch={product.productId ? 'No designs in this product yet.' : undefined}
        create={{ text: 'Upload or paste a screenshot to get an AI design review', className: 'min-h-[240px]' }}
        columns="sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4"
      >
        {(design) => {
          const title = design.title.trim() || 'Untitled Design';
          return (
            <EntityCard
              key={design.id}
              title={title}
              createdAt={design.createdAt}
              createdLabel
              media={<Thumbnail design={design} title={title} />}
              open={{ href: paths.design(design.id), label: 'Edit Design', icon: Pencil, variant: 'outline' }}
              noun="design"
              product={design.productId ? productNames.get(design.productId) : undefined}
              onDelete={() => deleteDesign(design.id)}
              deleting={remove.isPending && remove.variables === design.id}
            />
          );
        }}
      </CardGrid>
    </PageLayout>
  );
}

/** The design's image as a small WebP, loaded lazily; or a placeholder. */
function Thumbnail({ design, title }: { design: DesignSummary; title: string }) {
  if (!design.imageUrl) {
    return (
      <div className="flex size-full flex-col items-center justify-center gap-1 text-muted-foreground">
        <ImageIcon className="size-7" aria-hidden="true" />
        <span className="text-xs">No image yet</span>
      </div>
    );
  }
  return (
    <img
      src={`${design.imageUrl}?thumb=1`}
      alt={`Thumbnail of ${title}`}
      loading="lazy"
      decoding="async"
      className="size-full object-cover object-top"
    />
  );
}
