import { useEffect, useRef, useState } from 'react';
import type { LeaveReason } from '@/features/documents/components/leave-dialog';

type LeaveGuardOptions = {
  /** Whether text would be lost by closing the tab now (the server does not hold it). */
  unsaved: () => boolean;
  /** Just before the page goes away: keep what can be kept. */
  onUnload: () => void;
  /** Why leaving needs a confirmation, after trying to save what waits; null to leave at once. */
  reasonToStay: () => Promise<LeaveReason | null>;
  onLeave: () => void;
};

/**
 * Leaving the editor: closing or reloading the tab with unsaved text asks the browser's question;
 * Back to Documents (or opening another document) saves what waits, and asks ours when something
 * would stay unsaved.
 */
export function useLeaveGuard({ unsaved, onUnload, reasonToStay, onLeave }: LeaveGuardOptions) {
  const [reason, setReason] = useState<LeaveReason | null>(null);
  const [leaving, setLeaving] = useState(false);
  /** Where leaving goes once confirmed: the list, or another document. */
  const destination = useRef(onLeave);

  const latest = useRef({ unsaved, onUnload });
  useEffect(() => {
    latest.current = { unsaved, onUnload };
  });
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      latest.current.onUnload();
      if (latest.current.unsaved()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  async function go(to: () => void) {
    destination.current = to;
    setLeaving(true);
    const why = await reasonToStay().finally(() => setLeaving(false));
    if (why) setReason(why);
    else to();
  }

  return {
    back: () => void go(onLeave),
    /** Leaves for `to` (another document) as Back leaves for the list. */
    go: (to: () => void) => void go(to),
    leaving,
    dialog: {
      reason,
      onStay: () => setReason(null),
      onLeave: () => {
        onUnload();
        setReason(null);
        destination.current();
      },
    },
  };
}
