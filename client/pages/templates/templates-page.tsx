import * as Accordion from '@radix-ui/react-accordion';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { PageLayout } from '@/components/page-layout';
import { LoadedList } from '@/components/load-states';
import { dismissToast } from '@/lib/toast';
import { toastFailure } from '@/lib/failure-toast';
import { storeDocument } from '@/features/documents/api/document-cache';
import { useApplyTemplate } from '@/features/templates/api/apply-template';
import { useTemplateSections } from '@/features/templates/api/get-template-sections';
import { paths } from '@/lib/paths';
import { TemplateSectionItem } from '@/pages/templates/template-section-item';

const USE_TOAST = 'use-template';

/** The template library: every section open, and 'Use Template' opens a new document made from it. */
export function TemplatesPage() {
  const sections = useTemplateSections();
  const apply = useApplyTemplate();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const count = sections.data?.length;
  const subtitle = count !== undefined && `${count} ${count === 1 ? 'category' : 'categories'}`;

  const startFromTemplate = (id: string) =>
    apply.mutate(id, {
      onSuccess: (document) => {
        dismissToast(USE_TOAST);
        storeDocument(queryClient, document);
        navigate(paths.document(document.id));
      },
      onError: (error) => toastFailure(error, { id: USE_TOAST, fallback: 'Failed to use template' }),
    });

  return (
    <PageLayout title="Templates" subtitle={subtitle}>
      <LoadedList
        query={sections}
        items={sections.data}
        failed="Could not load the templates."
        empty={<p className="py-16 text-center text-sm text-muted-foreground">No templates yet.</p>}
      >
        {(items) => (
          <Accordion.Root type="multiple" defaultValue={items.map((s) => s.id)} className="space-y-4">
            {items.map((section) => (
              <TemplateSectionItem
                key={section.id}
                section={section}
                onUse={startFromTemplate}
                usingId={apply.isPending ? apply.variables : undefined}
              />
            ))}
          </Accordion.Root>
        )}
      </LoadedList>
    </PageLayout>
  );
}
