import { ErrorScreen, Loading } from '@/components/load-states';
import { useDesign } from '@/features/designs/api/get-design';
import { serverMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { DesignEditor } from '@/pages/designs/design-editor';

/** /designs/new (id null): a blank editor; /designs/{id}: the design, once loaded. */
export function DesignEditorPage({ id }: { id: string | null }) {
  return id === null ? <DesignEditor design={null} /> : <ExistingDesign id={id} />;
}

function ExistingDesign({ id }: { id: string }) {
  const design = useDesign(id);
  if (design.isPending) return <Loading size="screen" />;
  if (design.isError) {
    return (
      <ErrorScreen
        title="Error Loading Design"
        message={serverMessage(design.error, 'Could not load the requested design')}
        back={{ href: paths.designs, label: 'Back to Designs' }}
      />
    );
  }
  return <DesignEditor design={design.data} />;
}
