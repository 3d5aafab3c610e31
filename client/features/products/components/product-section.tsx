import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

type ProductSectionProps = { title: string; description?: string; actions?: ReactNode; className?: string; children: ReactNode };

/** A card of the product page: its heading, what it is for, its actions, then its content. */
export function ProductSection({ title, description, actions, className, children }: ProductSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('rounded-xl border bg-card p-4 shadow-sm sm:p-5', className)}>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={id} className="font-semibold">
            {title}
          </h2>
          {description && <p className="mt-0.5 text-sm text-muted-foreground">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
