import { Placeholder } from '@tiptap/extensions';
import { closeHistory } from '@tiptap/pm/history';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { cn } from '@/lib/utils';
import './rich-text-editor.css';

export const EDITOR_PLACEHOLDER = 'Paste your document here or use the upload button to import a file...';

/**
 * SPEC section 3's rich text: paragraphs, headings 1 to 3, bold, italic, strike, code, code blocks,
 * quotes, lists, rules, hard breaks and links (http, https and mailto only), and nothing the server
 * would drop (no underline). Pasted HTML is parsed into this schema, so scripts, images and event
 * handlers never reach the page. Undo keeps 100 steps grouped by 500 ms (SPEC section 4).
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    undoRedo: { depth: 100, newGroupDelay: 500 },
    underline: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
  Placeholder.configure({ placeholder: EDITOR_PLACEHOLDER }),
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
    onUpdate: ({ editor }) => onChange(editor),
  });
}

export function RichTextEditor({ editor, className }: { editor: Editor; className?: string }) {
  return <EditorContent editor={editor} className={cn('min-h-0', className)} />;
}

/** The first line of the text: the first non-blank line of the first block that has text. */
export function firstLineOf(doc: ProseMirrorNode): string {
  let line = '';
  doc.descendants((node) => {
    if (line) return false;
    if (!node.isTextblock) return true;
    line = node.textBetween(0, node.content.size, '\n', '\n').split('\n').find((l) => l.trim()) ?? '';
    return false;
  });
  return line;
}

/**
 * Replaces the whole text (an imported file) as one undo step of its own: Undo brings the previous
 * text back, and typing right after it is not undone with it.
 */
export function replaceContent(editor: Editor, html: string) {
  editor
    .chain()
    .command(({ tr }) => {
      closeHistory(tr);
      return true;
    })
    .setContent(html)
    .focus('start')
    .run();
  editor.view.dispatch(closeHistory(editor.state.tr));
}

/** Whether the document holds any text (SPEC section 5: Analyze needs some). */
export const hasText = (editor: Editor) => editor.state.doc.textContent.trim().length > 0;
