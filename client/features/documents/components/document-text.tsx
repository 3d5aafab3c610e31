import '@/features/documents/components/rich-text-editor.css';

/**
 * A document's text read-only, laid out as the editor shows it: the server's copy of the HTML, which
 * the server sanitised to the editor's schema when it was saved.
 */
export function DocumentText({ html }: { html: string }) {
  return <div className="tiptap ProseMirror document-editor" dangerouslySetInnerHTML={{ __html: html }} />;
}
