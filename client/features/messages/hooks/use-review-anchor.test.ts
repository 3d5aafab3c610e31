import { describe, expect, it } from 'vitest';
import { reviewStart } from './use-review-anchor';

const at = (id: string, role: 'user' | 'assistant', second: number) => ({
  id,
  role,
  createdAt: new Date(Date.UTC(2026, 10, 26, 10, 0, second)).toISOString(),
});

describe('reviewStart: where a review panel opens', () => {
  it('opens at the first message of a review saved in one batch', () => {
    expect(reviewStart([at('r1', 'assistant', 0), at('r2', 'assistant', 0), at('r3', 'assistant', 1)])).toBe('r1');
  });

  it('opens at the newest review, after earlier questions and answers', () => {
    const list = [
      at('old', 'assistant', 0),
      at('q', 'user', 10),
      at('a', 'assistant', 12),
      at('new1', 'assistant', 40),
      at('new2', 'assistant', 40),
    ];
    expect(reviewStart(list)).toBe('new1');
  });

  it('follows the bottom when the conversation ends with an answer, a question or nothing', () => {
    expect(reviewStart([at('r', 'assistant', 0), at('q', 'user', 10), at('a', 'assistant', 12)])).toBeNull();
    expect(reviewStart([at('r', 'assistant', 0), at('q', 'user', 10)])).toBeNull();
    expect(reviewStart([])).toBeNull();
  });
});
