import { Plus } from 'lucide-react';
import { LoadedList } from '@/components/load-states';
import { Button } from '@/components/ui/button';
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
      <LoadedList
        compact
        query={sections}
        items={sections.data}
        failed="Could not load the templates."
        empty={<p className="py-12 text-center text-sm text-muted-foreground">No sections yet. Create one to add templates.</p>}
      >
        {(items) => items.map((section) => <ManageSection key={section.id} section={section} />)}
      </LoadedList>
    </div>
  );
}
