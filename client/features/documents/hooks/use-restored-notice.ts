import { useEffect, useRef } from 'react';
import { toast } from '@/lib/toast';
import type { StartingPoint } from '@/features/documents/lib/starting-point';

/**
 * Tells the user, once, when the editor opened with this device's copy rather than the server's:
 * a saved document's edits (which `resave` sends), or a new document's draft (which can be discarded).
 */
export function useRestoredNotice(restored: StartingPoint['restored'], resave: () => void, discard: () => void) {
  // The toast outlives this render (and Tiptap may replace its first editor instance): it calls the latest.
  const latest = useRef({ resave, discard });
  useEffect(() => {
    latest.current = { resave, discard };
  });
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    if (restored === 'edits') {
      latest.current.resave();
      toast({
        title: 'Unsaved changes restored',
        description: 'Edits made on this device had not reached the server: they were restored and are being saved.',
      });
    } else if (restored === 'draft') {
      toast({
        title: 'Draft restored',
        description: 'Your unsaved new document was restored from this device.',
        action: { label: 'Discard', onClick: () => latest.current.discard() },
      });
    }
  }, [restored]);
}
