import { MessageSquarePlus } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { ErrorScreen, Loading } from '@/components/load-states';
import { PageLayout } from '@/components/page-layout';
import { buttonVariants } from '@/components/ui/button';
import { useProduct } from '@/features/products/api/get-product';
import { DeleteProductDialog } from '@/features/products/components/delete-product-dialog';
import { TeamAccess } from '@/features/sharing/components/team-access';
import { FactsSection } from '@/features/products/components/facts-section';
import { KnowledgeSection } from '@/features/products/components/knowledge-section';
import { ProductDetails } from '@/features/products/components/product-details';
import { ProductItems } from '@/features/products/components/product-items';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';

/**
 * A product's page: New chat in it, its details and instructions, its facts, its knowledge and its
 * chats, documents and designs; Delete asks what becomes of its items.
 */
export function ProductPage({ id }: { id: string }) {
  const [, navigate] = useLocation();
  const product = useProduct(id);

  if (product.isError) {
    const missing = product.error instanceof ApiError && (product.error.status === 404 || product.error.status === 400);
    return (
      <ErrorScreen
        title={missing ? 'Product not found' : 'Could not load the product'}
        message={missing ? 'It may have been deleted, or the link is wrong.' : 'Check your connection and try again.'}
        back={{ href: paths.products, label: 'Back to Products' }}
      />
    );
  }
  if (!product.data) return <Loading size="screen" />;
  const data = product.data;

  return (
    <PageLayout title={data.name} subtitle={data.description || undefined}>
      <div className="mb-6 flex flex-wrap items-center gap-2">
        <Link href={paths.newChatIn(data.id)} aria-label={`New chat in ${data.name}`} className={buttonVariants()}>
          <MessageSquarePlus aria-hidden="true" />
          New chat
        </Link>
        {data.permissions?.delete !== false && (
          <span className="ml-auto">
            <DeleteProductDialog
              product={data}
              onDeleted={() => {
                toast({ id: 'delete-product', title: 'Product deleted' });
                navigate(paths.products);
              }}
            />
          </span>
        )}
      </div>
      {data.permissions?.share !== false && (
        <div className="mb-6 max-w-xl">
          <TeamAccess target={{ kind: 'product', id: data.id }} teamId={data.teamId ?? null} onMoved={() => undefined} noun="product" />
        </div>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(18rem,24rem)]">
        <div className="grid min-w-0 gap-6">
          <FactsSection productId={data.id} />
          <KnowledgeSection productId={data.id} />
        </div>
        <div className="grid min-w-0 gap-6">
          <ProductItems productId={data.id} />
          <ProductDetails key={data.updatedAt} product={data} />
        </div>
      </div>
    </PageLayout>
  );
}
