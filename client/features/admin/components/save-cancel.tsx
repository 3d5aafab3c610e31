import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type SaveCancelProps = { saving: boolean; onSave: () => void; onCancel: () => void };

/** Cancel and Save of an item in edit mode; Save shows a spinner while the save is pending. */
export function SaveCancel({ saving, onSave, onCancel }: SaveCancelProps) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="outline" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button onClick={onSave} disabled={saving} aria-busy={saving}>
        {saving && <Spinner aria-hidden="true" />}
        Save
      </Button>
    </div>
  );
}
