import { useEffect, useRef, useState } from 'react';
import { removeDraft, writeDraft, type DocumentDraft } from '@/features/documents/lib/local-draft';

/** How long after the last edit the draft is written (serialising a long document is not free). */
const DRAFT_DELAY_MS = 400;

export type DraftSnapshot = { key: string; draft: Omit<DocumentDraft, 'editedAt'> };

/**
 * Keeps the open document's text in this browser: `schedule()` after each edit writes it shortly
 * after, and it is written at once when the page is hidden, closed or left. `discard(key)` once the
 * server holds it. `snapshot` is read at write time and may answer null (nothing to keep).
 */
export function useLocalDraft(snapshot: () => DraftSnapshot | null) {
  const latest = useRef(snapshot);
  useEffect(() => {
    latest.current = snapshot;
  });

  const [draft] = useState(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let pending = false;
    const clear = () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    };
    const writeNow = () => {
      clear();
      if (!pending) return;
      pending = false;
      const current = latest.current();
      if (current) writeDraft(current.key, { ...current.draft, editedAt: Date.now() });
    };
    return {
      schedule() {
        pending = true;
        clear();
        timer = setTimeout(writeNow, DRAFT_DELAY_MS);
      },
      writeNow,
      /** Forgets the draft under `key` and any write still waiting. */
      discard(key: string) {
        pending = false;
        clear();
        removeDraft(key);
      },
    };
  });

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') draft.writeNow();
    };
    window.addEventListener('pagehide', draft.writeNow);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', draft.writeNow);
      document.removeEventListener('visibilitychange', onHidden);
      draft.writeNow();
    };
  }, [draft]);

  return draft;
}
