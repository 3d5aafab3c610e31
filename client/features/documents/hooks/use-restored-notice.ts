import { useEffect, useRef } from 'react';
import { toast } from '@/lib/toast';
import type { StartingPoint } from '@/features/documents/lib/starting-point';

/**
 * Tells the user, once, when the editor opened with this device's copy rather than the server's:
 * a saved document's edits, or a new document's text that never reached the server. `resave` sends
 * it (creating the new document).
 */
export function useRestoredNotice(restored: StartingPoint['restored'], resave: () => void) {
  const latest = useRef(resave);
  useEffect(() => {
    latest.current = resave;
  });
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    if (restored) latest.current();
    if (restored === 'edits') {
      toast({
        title: 'Unsaved changes restored',
        description: 'Edits made on this device had not reached the server: they were restored and are being saved.',
      });
    } else if (restored === 'draft') {
      toast({
        title: 'Draft restored',
        description: 'Your new document had not reached the server: it was restored from this device and is being saved.',
      });
    }
  }, [restored]);
}
