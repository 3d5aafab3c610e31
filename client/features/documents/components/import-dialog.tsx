import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import type { ImportChoice } from '@/features/documents/hooks/use-document-import';

type ImportDialogProps = {
  /** The file chosen for a document that already has text; null when nothing waits. */
  file: File | null;
  choose: (choice: ImportChoice) => void;
  cancel: () => void;
};

/** Asks what an imported file does to a document that has text: Replace, Append, Open as a new document, or Cancel. */
export function ImportDialog({ file, choose, cancel }: ImportDialogProps) {
  return (
    <AlertDialog open={file !== null} onOpenChange={(open) => !open && cancel()}>
      <AlertDialogContent className="max-w-xl">
        <AlertDialogHeader>
          <AlertDialogTitle>Import into a document with text?</AlertDialogTitle>
          <AlertDialogDescription>
            This document already has text. Replace it with {file ? `“${file.name}”` : 'the file'}, add the file at the end, or open the
            file as a new document and leave this one as it is.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Button variant="outline" onClick={() => choose('new')}>
            Open as new document
          </Button>
          <Button variant="outline" onClick={() => choose('append')}>
            Append
          </Button>
          <Button onClick={() => choose('replace')}>Replace</Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
