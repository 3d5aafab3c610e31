import { Pencil } from 'lucide-react';
import type { TemplateDto } from '@common/templates';
import { DeleteButton } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { dismissToast, toast } from '@/lib/toast';
import { useDeleteTemplate } from '@/features/templates/api/delete-template';
import { TemplateFormDialog } from '@/features/templates/components/template-form-dialog';
import { serverMessage } from '@/lib/api-client';

/** A template in Manage Templates: title, description, and edit and delete icons. */
export function ManageTemplateCard({ template }: { template: TemplateDto }) {
  const remove = useDeleteTemplate();
  const deleteTemplate = () =>
    remove.mutate(template.id, {
      // The template leaves the list: success only clears a failure still on screen.
      onSuccess: () => dismissToast('delete-template'),
      onError: (error) =>
        toast({
          id: 'delete-template',
          variant: 'destructive',
          title: 'Error',
          description: serverMessage(error, 'Failed to delete template'),
        }),
    });

  return (
    <li className="flex items-start gap-2 rounded-lg border bg-card p-4 shadow-xs">
      <div className="min-w-0 flex-1">
        <h4 className="font-medium break-words">{template.title}</h4>
        {template.description && <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{template.description}</p>}
      </div>
      <div className="-mt-1 -mr-2 flex shrink-0">
        <TemplateFormDialog sectionId={template.sectionId} template={template}>
          <Button variant="ghost" size="icon" aria-label={`Edit template ${template.title}`} title="Edit template">
            <Pencil aria-hidden="true" />
          </Button>
        </TemplateFormDialog>
        <DeleteButton noun="template" label={`Delete template ${template.title}`} onConfirm={deleteTemplate} disabled={remove.isPending} />
      </div>
    </li>
  );
}
