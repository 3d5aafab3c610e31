import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { EDITOR_DOCUMENT_TYPE } from '@common/journeys';
import { dismissToast, toast } from '@/lib/toast';
import { createEditorDocument, importDocumentFile } from '@/features/documents/api/editor-document';
import { titleFromText } from '@/features/documents/lib/document-title';
import { appendContent, hasText, replaceContent } from '@/features/documents/lib/editor-content';
import { importFileProblem } from '@/features/documents/lib/import-file';
import { failureWithReason } from '@/lib/api-client';

/** An import's outcome: a failure, which the next import that succeeds replaces or clears. */
const IMPORT_TOAST = 'import-document';

/** What an imported file does to a document that has text: replaces it, goes after it, or opens as a document of its own. */
export type ImportChoice = 'replace' | 'append' | 'new';

type ImportOptions = {
  /** The file's text is in the editor: the save that follows is recorded as an upload. */
  onImported: () => void;
  /** The file became a new document, to be opened. */
  onOpenNew: (id: string) => void;
};

/**
 * The editor's Upload: a .txt, .md, .docx or .doc file becomes the text of an empty document at once.
 * When the document has text, the user chooses first (`asking`): Replace, Append at the end, or Open
 * as a new document; Cancel leaves everything as it was. Each change to the text is one undo step.
 * Another type or a file too large is refused with the reason.
 */
export function useDocumentImport(editor: Editor, { onImported, onOpenNew }: ImportOptions) {
  const [uploading, setUploading] = useState(false);
  const [asking, setAsking] = useState<File | null>(null);

  /** `asked`: the document had text and the user chose what to do with the file. */
  async function importAs(file: File, choice: ImportChoice, asked = true) {
    setUploading(true);
    try {
      const { html, title } = await importDocumentFile(file);
      if (choice === 'new') {
        // Its title follows its first line, as a typed document's does.
        const created = await createEditorDocument({
          title: titleFromText(title),
          content: html,
          type: EDITOR_DOCUMENT_TYPE,
          source: 'upload',
        });
        toast({ id: IMPORT_TOAST, title: 'File imported', description: `${file.name} is open as a new document.` });
        return onOpenNew(created.data.id);
      }
      onImported();
      if (choice === 'append') {
        appendContent(editor, html);
        toast({ id: IMPORT_TOAST, title: 'File imported', description: `${file.name} was added at the end. Undo takes it out again.` });
      } else {
        replaceContent(editor, html);
        // Into an empty document the text is there for all to see: success only clears a failure still on screen.
        if (asked)
          toast({
            id: IMPORT_TOAST,
            title: 'File imported',
            description: `${file.name} is now in the editor. Undo brings back the previous text.`,
          });
        else dismissToast(IMPORT_TOAST);
      }
    } catch (error) {
      toast({
        id: IMPORT_TOAST,
        variant: 'destructive',
        title: 'Upload failed',
        description: failureWithReason(error, 'Failed to upload file. Please try again.'),
      });
    } finally {
      setUploading(false);
    }
  }

  function upload(file: File) {
    const problem = importFileProblem(file);
    if (problem) return toast({ id: IMPORT_TOAST, variant: 'destructive', ...problem });
    if (hasText(editor)) return setAsking(file);
    void importAs(file, 'replace', false);
  }

  return {
    uploading,
    upload,
    /** The file waiting for the user's choice, and the answers. */
    choice: {
      file: asking,
      choose(choice: ImportChoice) {
        setAsking(null);
        if (asking) void importAs(asking, choice);
      },
      cancel: () => setAsking(null),
    },
  };
}
