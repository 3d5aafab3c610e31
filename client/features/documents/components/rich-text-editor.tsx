import { EditorContent, type Editor } from '@tiptap/react';
import './rich-text-editor.css';

/** The document's text, as `useDocumentEditor` edits it. */
export function RichTextEditor({ editor, className }: { editor: Editor; className?: string }) {
  return <EditorContent editor={editor} className={className} />;
}
