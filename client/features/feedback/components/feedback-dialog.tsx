import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useSubmitFeedback } from '@/features/feedback/api/submit-feedback';

type FeedbackDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The sidebar's Feedback dialog ('Send Feedback'); blank feedback is not sent. */
export function FeedbackDialog({ open, onOpenChange }: FeedbackDialogProps) {
  const [feedback, setFeedback] = useState('');
  const submit = useSubmitFeedback();
  const blank = feedback.trim() === '';

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (blank || submit.isPending) return;
    submit.mutate(feedback.trim(), {
      onSuccess: () => {
        toast({ id: 'feedback', title: 'Thank you!', description: 'Your feedback has been submitted successfully.' });
        setFeedback('');
        onOpenChange(false);
      },
      onError: () =>
        toast({ id: 'feedback', variant: 'destructive', title: 'Error', description: 'Failed to submit feedback. Please try again.' }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={onSubmit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Send Feedback</DialogTitle>
            <DialogDescription>Share your thoughts with us. Your feedback helps us improve.</DialogDescription>
          </DialogHeader>
          <Label htmlFor="feedback-text" className="sr-only">
            Feedback
          </Label>
          <Textarea
            id="feedback-text"
            placeholder="Tell us what you think..."
            value={feedback}
            onChange={(event) => setFeedback(event.target.value)}
            disabled={submit.isPending}
            rows={5}
          />
          <DialogFooter>
            <Button type="submit" disabled={blank || submit.isPending} aria-busy={submit.isPending}>
              {submit.isPending && <Spinner aria-hidden="true" />}
              Submit Feedback
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
