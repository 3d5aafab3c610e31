import { Boxes } from 'lucide-react';
import { Link } from 'wouter';
import type { ProductDto } from '@common/products';
import { SidebarItem, sidebarItemClass } from '@/app/layout/sidebar-item';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';

/** How many products the sidebar names under Products; the rest are on the Products page. */
const NAMED = 6;

type SidebarProductsProps = {
  products: ProductDto[] | undefined;
  location: string;
  collapsed: boolean;
  onNavigate?: () => void;
};

/** Products, with a badge, and under it (expanded) each product opening its page. */
export function SidebarProducts({ products, location, collapsed, onNavigate }: SidebarProductsProps) {
  const named = products?.slice(0, NAMED) ?? [];
  return (
    <li>
      <SidebarItem
        icon={Boxes}
        label="Products"
        badge={products?.length}
        href={paths.products}
        current={location === paths.products}
        active={location === paths.products}
        collapsed={collapsed}
        onNavigate={onNavigate}
      />
      {!collapsed && named.length > 0 && (
        <ul aria-label="Your products" className="mt-0.5 ml-5 space-y-0.5 border-l pl-2">
          {named.map((product) => {
            const href = paths.product(product.id);
            return (
              <li key={product.id}>
                <Link
                  href={href}
                  onClick={onNavigate}
                  aria-current={location === href ? 'page' : undefined}
                  data-active={location === href}
                  className={cn(sidebarItemClass, 'h-8 px-2 font-normal')}
                >
                  <span className="truncate">{product.name}</span>
                </Link>
              </li>
            );
          })}
          {products && products.length > NAMED && (
            <li>
              <Link
                href={paths.products}
                onClick={onNavigate}
                className={cn(sidebarItemClass, 'h-8 px-2 text-xs font-normal text-muted-foreground')}
              >
                All {products.length} products
              </Link>
            </li>
          )}
        </ul>
      )}
    </li>
  );
}
