import type { Editor } from '@tiptap/react';
import { useEffect } from 'react';
import { trackerChipsKey, type TrackerChip } from '@/features/documents/lib/tracker-chips';

/** Gives the editor the issues its requirements were sent as: each shows as a chip after its requirement. */
export function useTrackerChips(editor: Editor, chips: TrackerChip[]) {
  useEffect(() => {
    if (editor.isDestroyed) return;
    editor.view.dispatch(editor.state.tr.setMeta(trackerChipsKey, chips).setMeta('addToHistory', false));
  }, [editor, chips]);
}
