import { Placeholder } from '@tiptap/extensions';
import { Editor } from '@tiptap/react';
import type { Transaction } from '@tiptap/pm/state';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { CommentHighlights } from '@/features/documents/lib/comment-highlights';
import { SuggestionMarks } from '@/features/documents/lib/suggestion-marks';
import { TrackerChips } from '@/features/documents/lib/tracker-chips';
import { documentExtensions } from '@common/editor/extensions';

const EDITOR_PLACEHOLDER = 'Paste your document here or use the upload button to import a file...';

/** The documents' rich text (common/editor/extensions.ts), its placeholder, the suggestions' marks, the comments' highlights and the chips of issues sent to trackers. */
const extensions = [
  ...documentExtensions(),
  Placeholder.configure({ placeholder: EDITOR_PLACEHOLDER }),
  SuggestionMarks,
  CommentHighlights,
  TrackerChips,
];

const editorProps = {
  attributes: {
    'aria-label': 'Document editor',
    'aria-multiline': 'true',
    role: 'textbox',
    class: 'document-editor',
    spellcheck: 'true',
  },
};

type DocumentEditorOptions = {
  /** The HTML the editor opens with; later changes go through editor commands. */
  initialContent: string;
  /** After each change of the text (not of the selection). */
  onChange: (editor: Editor) => void;
};

/** An editor made ahead of its screen for the content it opens with, until a screen takes it. */
let prepared: { content: string; editor: Editor } | null = null;
/** Counts preparations started or dropped: one that is no longer the latest stops. */
let preparing = 0;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The editor's model (schema, plugins and the parsed text), not yet drawn. */
const newEditor = (content: string) => new Editor({ extensions, content, editorProps, element: null });

/** Draws the text in a detached element; the editor's screen moves it onto the page. */
const mountDetached = (editor: Editor) => editor.mount(document.createElement('div'));

/**
 * Makes the editor for `content` before its screen renders, in two tasks (the model, then the drawn
 * text), so that opening a long document never blocks the page for the whole start-up at once. The
 * screen that opens the same content then takes this editor instead of making one.
 */
export async function prepareDocumentEditor(content: string) {
  releasePreparedEditor();
  const ticket = preparing;
  // In a task of its own, after the one that ran the editor's code for the first time.
  await nextTask();
  if (ticket !== preparing) return;
  const editor = newEditor(content);
  await nextTask();
  if (ticket !== preparing) return editor.destroy();
  mountDetached(editor);
  prepared = { content, editor };
  await nextTask();
}

/** Drops an editor made ahead that no screen took (the document was left before it opened). */
export function releasePreparedEditor() {
  preparing++;
  prepared?.editor.destroy();
  prepared = null;
}

function takeOrMake(content: string) {
  if (prepared?.content === content) return prepared.editor;
  const editor = newEditor(content);
  mountDetached(editor);
  return editor;
}

/**
 * The Tiptap editor of a document: the one made ahead for this content, or a new one. It does not
 * re-render React on each keystroke: the toolbar reads its state with `useEditorState`, and the HTML
 * is only serialised when a save needs it. The editor is destroyed when its screen goes.
 */
export function useDocumentEditor({ initialContent, onChange }: DocumentEditorOptions) {
  // A render that React drops and starts again finds the same editor: it leaves the made-ahead slot
  // only once its screen is on the page.
  const [editor] = useState(() => takeOrMake(initialContent));
  const latestOnChange = useRef(onChange);
  useLayoutEffect(() => {
    latestOnChange.current = onChange;
  });
  useLayoutEffect(() => {
    if (prepared?.editor === editor) prepared = null;
    // One made for a text this screen did not open (it restored newer edits kept on this device).
    else if (prepared) releasePreparedEditor();
    // Only edits count: a change the editor makes by itself to a document it opened (the empty
    // paragraph it adds after a final list or table, to type below it) saves nothing.
    const changed = ({ transaction }: { transaction: Transaction }) => {
      if (transaction.docChanged) latestOnChange.current(editor);
    };
    editor.on('update', changed);
    return () => {
      editor.off('update', changed);
    };
  }, [editor]);
  // Destroyed a moment after its screen goes, unless the screen comes straight back (development's
  // double mount).
  const destroyTimer = useRef(0);
  useEffect(() => {
    clearTimeout(destroyTimer.current);
    return () => {
      destroyTimer.current = window.setTimeout(() => editor.destroy(), 1);
    };
  }, [editor]);
  return editor;
}
