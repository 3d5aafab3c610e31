import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useTemplateSections } from '@/features/templates/api/get-template-sections';
import { ManageSection } from '@/features/templates/components/manage-section';
import { SectionFormDialog } from '@/features/templates/components/section-form-dialog';

/** Manage Templates (the admin's Templates tab): every section with its templates, and 'New Section'. */
export function ManageTemplates() {
  const sections = useTemplateSections();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Manage Templates</h2>
        <SectionFormDialog>
          <Button>
            <Plus aria-hidden="true" />
            New Section
          </Button>
        </SectionFormDialog>
      </div>
      {sections.isError ? (
        <div className="flex flex-col items-center gap-3 py-12 text-center">
          <p className="text-sm text-muted-foreground">Could not load the templates.</p>
          <Button variant="outline" onClick={() => void sections.refetch()}>
            Try again
          </Button>
        </div>
      ) : !sections.data ? (
        <div className="flex justify-center py-12">
          <Spinner className="size-6 text-primary" />
        </div>
      ) : sections.data.length === 0 ? (
        <p className="py-12 text-center text-sm text-muted-foreground">No sections yet. Create one to add templates.</p>
      ) : (
        sections.data.map((section) => <ManageSection key={section.id} section={section} />)
      )}
    </div>
  );
}
