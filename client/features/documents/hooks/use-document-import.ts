import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { dismissToast, toast } from '@/lib/toast';
import { importDocumentFile } from '@/features/documents/api/editor-document';
import { replaceContent } from '@/features/documents/lib/editor-content';
import { importFileProblem } from '@/features/documents/lib/import-file';
import { serverMessage } from '@/lib/api-client';

/** An import's failure, which the next import that succeeds clears. */
const IMPORT_TOAST = 'import-document';

/**
 * The editor's Upload: a .txt, .md, .docx or .doc file becomes the text (as one undo step, so Undo
 * brings the previous text back; the save that follows is recorded as an upload version); another type or a file too large is refused with the reason.
 */
export function useDocumentImport(editor: Editor, onImported?: () => void) {
  const [uploading, setUploading] = useState(false);

  async function upload(file: File) {
    const problem = importFileProblem(file);
    if (problem) return toast({ id: IMPORT_TOAST, variant: 'destructive', ...problem });
    setUploading(true);
    try {
      const { html } = await importDocumentFile(file);
      onImported?.();
      replaceContent(editor, html);
      // The text is in the editor for all to see: success only clears a failure still on screen.
      dismissToast(IMPORT_TOAST);
    } catch (error) {
      toast({
        id: IMPORT_TOAST,
        variant: 'destructive',
        title: 'Upload failed',
        description: serverMessage(error, 'Failed to upload file. Please try again.'),
      });
    } finally {
      setUploading(false);
    }
  }

  return { uploading, upload: (file: File) => void upload(file) };
}
