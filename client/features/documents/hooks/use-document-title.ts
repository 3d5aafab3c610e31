import { useRef, useState } from 'react';
import { DEFAULT_DOCUMENT_TITLE, titleFromText } from '@/features/documents/lib/document-title';

/**
 * The document's title: it follows the first line of the text until the
 * user gives one of their own; the field's text becomes the title on blur, only when it is not
 * blank. `current()` is the title the document has (what a save sends), `value` the field's text.
 */
export function useDocumentTitle(initial: string, initiallyEdited: boolean) {
  const [value, setValue] = useState(initial);
  const committed = useRef(initial);
  const edited = useRef(initiallyEdited);
  const focused = useRef(false);

  const set = (title: string, byUser: boolean) => {
    committed.current = title;
    edited.current = byUser;
    setValue(title);
  };

  return {
    value,
    current: () => committed.current,
    edited: () => edited.current,
    /** After an edit of the text; answers whether the title changed. */
    follow(firstLine: string) {
      if (edited.current || focused.current) return false;
      const next = titleFromText(firstLine);
      if (next === committed.current) return false;
      set(next, false);
      return true;
    },
    onChange: setValue,
    onFocus: () => {
      focused.current = true;
    },
    /** The field was left; answers whether the title changed. */
    commit() {
      focused.current = false;
      const next = value.trim();
      if (!next || next === committed.current) {
        setValue(committed.current);
        return false;
      }
      set(next, true);
      return true;
    },
    reset: () => set(DEFAULT_DOCUMENT_TITLE, false),
    /** The server's title (a restored version, another tab's text): shown unless the field is being edited. */
    take: (title: string) => {
      if (!focused.current) set(title, edited.current);
    },
  };
}
