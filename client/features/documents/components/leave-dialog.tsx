import { ConfirmDialog } from '@/components/confirm-dialog';

export type LeaveReason = 'new' | 'failed';

const TEXT: Record<LeaveReason, { title: string; description: string }> = {
  new: {
    title: 'Leave this new document?',
    description: 'It could not be saved to your account yet. Its text stays on this device, and Create New Document opens it again.',
  },
  failed: {
    title: 'Leave with unsaved changes?',
    description:
      'Your latest changes could not be saved. They are kept on this device and come back when you open this document again here.',
  },
};

type LeaveDialogProps = { reason: LeaveReason | null; onStay: () => void; onLeave: () => void };

/** Asks before Back to Documents leaves text that the server does not hold. */
export function LeaveDialog({ reason, onStay, onLeave }: LeaveDialogProps) {
  const text = TEXT[reason ?? 'new'];
  return (
    <ConfirmDialog
      open={reason !== null}
      onOpenChange={(open) => !open && onStay()}
      title={text.title}
      description={text.description}
      cancelLabel="Stay"
      confirmLabel="Leave"
      onConfirm={onLeave}
    />
  );
}
