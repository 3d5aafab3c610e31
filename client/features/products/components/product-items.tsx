import { FileText, MessageSquare, Palette, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { LoadFailed, Loading } from '@/components/load-states';
import { useDesigns } from '@/features/designs/api/get-designs';
import { useDocumentPages } from '@/features/documents/api/get-documents';
import { ProductSection } from '@/features/products/components/product-section';
import { ago } from '@/features/products/lib/relative-time';
import { paths } from '@/lib/paths';

/** How many of each kind the product page lists before "Show all". */
const SHOWN = 5;

type Row = { id: string; title: string; updatedAt: string };
type ItemListProps = {
  title: string;
  icon: LucideIcon;
  query: { data: Row[] | undefined; isError: boolean; refetch: () => unknown };
  href: (id: string) => string;
  untitled: string;
  /** The whole list, filtered to this product. */
  all: string;
};

function ItemList({ title, icon: Icon, query, href, untitled, all }: ItemListProps) {
  const rows = query.data;
  return (
    <div>
      <div className="mb-1 flex items-center justify-between gap-2">
        <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{title}</h3>
        {rows && rows.length > SHOWN && (
          <Link href={all} className="text-xs font-medium text-primary underline-offset-2 hover:underline">
            Show all
          </Link>
        )}
      </div>
      {query.isError ? (
        <LoadFailed size="panel" message={`Could not load the ${title.toLowerCase()}.`} onRetry={() => void query.refetch()} />
      ) : !rows ? (
        <Loading size="panel" />
      ) : rows.length === 0 ? (
        <p className="py-2 text-sm text-muted-foreground">None yet</p>
      ) : (
        <ul aria-label={title} className="space-y-0.5">
          {rows.slice(0, SHOWN).map((row) => (
            <li key={row.id}>
              <Link href={href(row.id)} className="-mx-2 flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-accent/70">
                <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="min-w-0 flex-1 truncate">{row.title.trim() || untitled}</span>
                <time dateTime={row.updatedAt} className="shrink-0 text-xs text-muted-foreground">
                  {ago(row.updatedAt)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The product's chats, documents and designs, the latest of each, with the way to the whole filtered list. */
export function ProductItems({ productId }: { productId: string }) {
  const chats = useDocumentPages('chat', '', productId);
  const documents = useDocumentPages('editor', '', productId);
  const designs = useDesigns({ productId });
  const filter = `?productId=${encodeURIComponent(productId)}`;
  const lists: ItemListProps[] = [
    { title: 'Chats', icon: MessageSquare, query: chats, href: paths.chat, untitled: 'Untitled', all: `${paths.chats}${filter}` },
    {
      title: 'Documents',
      icon: FileText,
      query: documents,
      href: paths.document,
      untitled: 'Untitled',
      all: `${paths.documents}${filter}`,
    },
    { title: 'Designs', icon: Palette, query: designs, href: paths.design, untitled: 'Untitled Design', all: `${paths.designs}${filter}` },
  ];
  return (
    <ProductSection title="In this product" className="space-y-5">
      {lists.map((list) => (
        <ItemList key={list.title} {...list} />
      ))}
    </ProductSection>
  );
}
