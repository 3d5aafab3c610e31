// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackDialog } from '@/features/feedback/components/feedback-dialog';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';

function renderDialog() {
  const onOpenChange = vi.fn();
  renderWithProviders(<FeedbackDialog open onOpenChange={onOpenChange} />);
  return { user: userEvent.setup(), onOpenChange };
}

describe('FeedbackDialog', () => {
  it('sends the feedback, thanks the user and closes', async () => {
    const fetchMock = stubFetch({ 'POST /api/feedback': () => jsonResponse(201, { id: 'f1' }) });
    const { user, onOpenChange } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Send Feedback' })).toHaveTextContent(
      'Share your thoughts with us. Your feedback helps us improve.',
    );
    const submit = screen.getByRole('button', { name: 'Submit Feedback' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByPlaceholderText('Tell us what you think...'), '  Love the design review  ');
    await user.click(submit);
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    expect(screen.getByText('Your feedback has been submitted successfully.')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"feedback":"Love the design review"}');
  });

  it('says so when sending fails', async () => {
    stubFetch({ 'POST /api/feedback': () => jsonResponse(500, { message: 'Something went wrong', code: 'internal' }) });
    const { user, onOpenChange } = renderDialog();
    await user.type(screen.getByLabelText('Feedback'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Failed to submit feedback. Please try again.')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
