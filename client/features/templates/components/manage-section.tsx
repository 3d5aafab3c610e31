import { Pencil, Plus } from 'lucide-react';
import { useId } from 'react';
import type { TemplateSectionDto } from '@common/templates';
import { DeleteButton } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { dismissToast, toast } from '@/lib/toast';
import { useDeleteSection } from '@/features/templates/api/delete-section';
import { ManageTemplateCard } from '@/features/templates/components/manage-template-card';
import { SectionFormDialog } from '@/features/templates/components/section-form-dialog';
import { TemplateFormDialog } from '@/features/templates/components/template-form-dialog';
import { serverMessage } from '@/lib/api-client';

/** One section in Manage Templates: its name and description, edit and delete, 'Add Template' and its templates. */
export function ManageSection({ section }: { section: TemplateSectionDto }) {
  const headingId = useId();
  const remove = useDeleteSection();
  const deleteSection = () =>
    remove.mutate(section.id, {
      // The section leaves the list: success only clears a failure still on screen.
      onSuccess: () => dismissToast('delete-section'),
      onError: (error) =>
        toast({
          id: 'delete-section',
          variant: 'destructive',
          title: 'Error',
          description: serverMessage(error, 'Failed to delete section'),
        }),
    });

  return (
    <section aria-labelledby={headingId} className="rounded-xl border bg-card/60 p-4 shadow-xs sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-semibold break-words">
            {section.name}
          </h3>
          {section.description && <p className="mt-1 text-sm text-muted-foreground">{section.description}</p>}
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <SectionFormDialog section={section}>
            <Button variant="ghost" size="icon" aria-label={`Edit section ${section.name}`} title="Edit section">
              <Pencil aria-hidden="true" />
            </Button>
          </SectionFormDialog>
          <DeleteButton
            noun="section"
            label={`Delete section ${section.name}`}
            description="Are you sure you want to delete this section and all its templates? This action cannot be undone."
            onConfirm={deleteSection}
            disabled={remove.isPending}
          />
          <TemplateFormDialog sectionId={section.id}>
            <Button variant="outline" size="sm" className="ml-1">
              <Plus aria-hidden="true" />
              Add Template
            </Button>
          </TemplateFormDialog>
        </div>
      </div>
      {section.templates.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">No templates in this section yet.</p>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
          {section.templates.map((template) => (
            <ManageTemplateCard key={template.id} template={template} />
          ))}
        </ul>
      )}
    </section>
  );
}
