import * as Accordion from '@radix-ui/react-accordion';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { PageLayout } from '@/components/page-layout';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { storeDocument } from '@/features/documents/api/document-cache';
import { useApplyTemplate } from '@/features/templates/api/apply-template';
import { useTemplateSections } from '@/features/templates/api/get-template-sections';
import { serverMessage } from '@/lib/api-client';
import { TemplateSectionItem } from '@/pages/templates/template-section-item';

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
        storeDocument(queryClient, document);
        navigate(`/documents?id=${encodeURIComponent(document.id)}`);
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Error', description: serverMessage(error, 'Failed to use template') }),
    });

  return (
    <PageLayout title="Templates" subtitle={subtitle}>
      {sections.isError ? (
        <div className="flex flex-col items-center gap-3 py-16 text-center">
          <p className="text-sm text-muted-foreground">Could not load the templates.</p>
          <Button variant="outline" onClick={() => void sections.refetch()}>
            Try again
          </Button>
        </div>
      ) : !sections.data ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-6 text-primary" />
        </div>
      ) : sections.data.length === 0 ? (
        <p className="py-16 text-center text-sm text-muted-foreground">No templates yet.</p>
      ) : (
        <Accordion.Root type="multiple" defaultValue={sections.data.map((s) => s.id)} className="space-y-4">
          {sections.data.map((section) => (
            <TemplateSectionItem
              key={section.id}
              section={section}
              onUse={startFromTemplate}
              usingId={apply.isPending ? apply.variables : undefined}
            />
          ))}
        </Accordion.Root>
      )}
    </PageLayout>
  );
}
