import { ConfirmDialog } from '@/components/confirm-dialog';
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
    <ConfirmDialog
      open={file !== null}
      onOpenChange={(open) => !open && cancel()}
      className="max-w-xl"
      title="Import into a document with text?"
      description={`This document already has text. Replace it with ${file ? `“${file.name}”` : 'the file'}, add the file at the end, or open the file as a new document and leave this one as it is.`}
      choices={[
        { label: 'Open as new document', onSelect: () => choose('new') },
        { label: 'Append', onSelect: () => choose('append') },
      ]}
      confirmLabel="Replace"
      onConfirm={() => choose('replace')}
    />
  );
}
