import { useId } from 'react';
import { Link } from 'wouter';
import type { DocumentSummary } from '@common/documents';
import type { ProductDto } from '@common/products';
import { Spinner } from '@/components/ui/spinner';
import { sidebarItemClass } from '@/app/layout/sidebar-item';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';

type RecentChatsProps = {
  chats: DocumentSummary[] | undefined;
  /** The user's products: the chats are grouped under theirs. */
  products?: ProductDto[] | undefined;
  isError: boolean;
  location: string;
  onNavigate?: () => void;
};

type Group = { product: ProductDto | null; chats: DocumentSummary[] };

/**
 * The recent chats by product: a group per product in the order its newest chat comes, and the chats
 * of no product last. One group without a heading when none is in a product.
 */
export function groupByProduct(chats: DocumentSummary[], products: ProductDto[] = []): Group[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  const groups = new Map<string | null, Group>();
  for (const chat of chats) {
    const product = (chat.productId && byId.get(chat.productId)) || null;
    const key = product?.id ?? null;
    const group = groups.get(key) ?? { product, chats: [] };
    group.chats.push(chat);
    groups.set(key, group);
  }
  const none = groups.get(null);
  groups.delete(null);
  return [...groups.values(), ...(none ? [none] : [])];
}

/**
 * The chats touched most recently (newest first, as the server sends them), each opening its chat,
 * under a small heading per product ("No product" last) once any is in a product.
 * Named for what it lists: documents have their own screen (decision 046).
 */
export function RecentChats({ chats, products, isError, location, onNavigate }: RecentChatsProps) {
  const headingId = useId();
  const recent = chats ?? [];
  const groups = groupByProduct(recent, products);
  const headed = groups.some((group) => group.product !== null);

  const list = (items: DocumentSummary[], label?: string) => (
    <ul aria-label={label} className="space-y-0.5">
      {items.map((chat) => {
        const href = paths.chat(chat.id);
        return (
          <li key={chat.id}>
            <Link
              href={href}
              onClick={onNavigate}
              aria-current={location === href ? 'page' : undefined}
              data-active={location === href}
              className={cn(sidebarItemClass, 'font-normal')}
            >
              <span className="truncate">{chat.title.trim() || 'Untitled'}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );

  return (
    <section aria-labelledby={headingId} className="space-y-1">
      <h2 id={headingId} className="px-3 pb-1 text-xs font-medium tracking-wide text-muted-foreground uppercase">
        Recent Chats
      </h2>
      {chats === undefined && !isError ? (
        <Spinner className="mx-3 text-muted-foreground" />
      ) : recent.length === 0 ? (
        <p className="px-3 text-sm text-muted-foreground">{isError ? 'Could not load chats' : 'No chats yet'}</p>
      ) : !headed ? (
        list(recent)
      ) : (
        groups.map(({ product, chats: items }) => {
          const name = product?.name ?? 'No product';
          return (
            <div key={product?.id ?? 'none'} className="pt-1">
              <h3 className="truncate px-3 pb-0.5 text-[0.7rem] font-medium text-muted-foreground">
                {product ? (
                  <Link href={paths.product(product.id)} onClick={onNavigate} className="hover:text-foreground hover:underline">
                    {name}
                  </Link>
                ) : (
                  name
                )}
              </h3>
              {list(items, `Recent chats: ${name}`)}
            </div>
          );
        })
      )}
    </section>
  );
}
