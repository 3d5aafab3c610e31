import { FileText } from 'lucide-react';
import { useId } from 'react';
import type { TemplateDto } from '@common/templates';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type TemplateCardProps = { template: TemplateDto; onUse: () => void; using: boolean; disabled: boolean };

/** One template of the library: title, optional description and 'Use Template'. */
export function TemplateCard({ template, onUse, using, disabled }: TemplateCardProps) {
  const titleId = useId();
  return (
    <li
      aria-labelledby={titleId}
      className="flex min-h-[180px] flex-col rounded-xl border bg-card p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-lg bg-accent text-accent-foreground">
          <FileText className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-semibold break-words">
            {template.title}
          </h3>
          {template.description && <p className="mt-1 line-clamp-3 text-sm text-muted-foreground">{template.description}</p>}
        </div>
      </div>
      <div className="mt-auto pt-4">
        <Button size="sm" onClick={onUse} disabled={disabled || using} aria-busy={using}>
          {using && <Spinner aria-hidden="true" />}
          Use Template
        </Button>
      </div>
    </li>
  );
}
