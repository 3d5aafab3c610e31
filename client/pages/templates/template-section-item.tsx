import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { TemplateSectionDto } from '@common/templates';
import { TemplateCard } from '@/features/templates/components/template-card';

type TemplateSectionItemProps = {
  section: TemplateSectionDto;
  onUse: (id: string) => void;
  usingId: string | undefined;
};

const countTemplates = (n: number) => `(${n} ${n === 1 ? 'template' : 'templates'})`;

/** One accordion section of the library: its name and count as the header, its templates in a grid. */
export function TemplateSectionItem({ section, onUse, usingId }: TemplateSectionItemProps) {
  return (
    <Accordion.Item value={section.id} className="rounded-xl border bg-card/60 shadow-xs">
      <Accordion.Header asChild>
        <h2>
          <Accordion.Trigger className="group flex w-full items-center gap-3 rounded-xl px-4 py-4 text-left outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:px-5">
            <span className="min-w-0 flex-1">
              <span className="font-semibold">{section.name}</span>{' '}
              <span className="text-sm font-normal text-muted-foreground">{countTemplates(section.templates.length)}</span>
            </span>
            <ChevronDown
              aria-hidden="true"
              className="size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
            />
          </Accordion.Trigger>
        </h2>
      </Accordion.Header>
      <Accordion.Content className="px-4 pb-5 sm:px-5">
        {section.description && <p className="mb-4 text-sm text-muted-foreground">{section.description}</p>}
        {section.templates.length === 0 ? (
          <p className="text-sm text-muted-foreground">No templates in this category yet.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {section.templates.map((template) => (
              <TemplateCard
                key={template.id}
                template={template}
                onUse={() => onUse(template.id)}
                using={usingId === template.id}
                disabled={usingId !== undefined}
              />
            ))}
          </ul>
        )}
      </Accordion.Content>
    </Accordion.Item>
  );
}
