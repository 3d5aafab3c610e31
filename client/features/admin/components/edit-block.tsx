import { Pencil } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

type EditBlockProps = {
  heading: string;
  editing: boolean;
  /** A save is pending somewhere in the tab: Edit is disabled. */
  saving: boolean;
  onEdit: () => void;
  children: ReactNode;
};

/** A titled block of an admin tab (a region named by its heading) with its Edit button in view mode. */
export function EditBlock({ heading, editing, saving, onEdit, children }: EditBlockProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border bg-card p-4 shadow-xs sm:p-5">
      <div className="flex min-h-8 items-center justify-between gap-3">
        <h3 id={headingId} className="font-semibold break-all">
          {heading}
        </h3>
        {!editing && (
          <Button variant="outline" size="sm" onClick={onEdit} disabled={saving}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        )}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}
