import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { endsCut } from '@/features/messages/api/conversations';
import { ReplyStatus } from '@/features/messages/components/reply-status';

const idle = { phase: 'idle' as const, text: '', error: null, pendingUser: null };

describe('a reply cut at the length limit', () => {
  it('says so and offers Continue', () => {
    const onContinue = vi.fn();
    render(<ReplyStatus reply={idle} unanswered={false} onRetry={() => {}} cut onContinue={onContinue} />);
    expect(screen.getByText('This reply was cut at the length limit.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('is recognised only at the end of the conversation', () => {
    const at = (cut: boolean) => ({ id: '1', role: 'assistant' as const, content: 'x', createdAt: '', cut });
    expect(endsCut([at(true)])).toBe(true);
    expect(endsCut([at(true), { ...at(false), role: 'user' as const }])).toBe(false);
    expect(endsCut([at(false)])).toBe(false);
    const { container } = render(<ReplyStatus reply={idle} unanswered={false} onRetry={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
