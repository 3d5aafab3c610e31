import { Placeholder } from '@tiptap/extensions';
import { useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { SuggestionMarks } from '@/features/documents/lib/suggestion-marks';
import { tableExtensions } from '@/features/documents/lib/table-extension';

const EDITOR_PLACEHOLDER = 'Paste your document here or use the upload button to import a file...';

/**
 * The documents' rich text: paragraphs, headings 1 to 3, bold, italic, strike, code, code blocks,
 * quotes, lists, rules, hard breaks, tables with a header row, and links (http, https and mailto only), and nothing the server
 * would drop (no underline). Pasted HTML is parsed into this schema, so scripts, images and event
 * handlers never reach the page. Undo keeps 100 steps grouped by 500 ms.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    undoRedo: { depth: 100, newGroupDelay: 500 },
    underline: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
  Placeholder.configure({ placeholder: EDITOR_PLACEHOLDER }),
  SuggestionMarks,
  ...tableExtensions,
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

/**
 * The Tiptap editor of a document. It does not re-render React on each keystroke
 * (`shouldRerenderOnTransaction: false`): the toolbar reads its state with `useEditorState`, and the
 * HTML is only serialised when a save needs it.
 */
export function useDocumentEditor({ initialContent, onChange }: DocumentEditorOptions) {
  return useEditor({
    extensions,
    content: initialContent,
    editorProps,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    // Only edits count: a change the editor makes by itself to a document it opened (the empty
    // paragraph it adds after a final list or table, to type below it) saves nothing.
    onUpdate: ({ editor, transaction }) => {
      if (transaction.docChanged) onChange(editor);
    },
  });
}
