import { describe, expect, it } from 'vitest';
import { anchorOf, locate } from './comment-anchor';

const text = 'The plan: ship the plan by May. Measure the plan weekly.';
const at = (word: string, nth = 0) => {
  let i = -1;
  for (let n = 0; n <= nth; n++) i = text.indexOf(word, i + 1);
  return { from: i, to: i + word.length };
};

describe('comment anchors', () => {
  it('keeps the quote with its context and where it was', () => {
    expect(anchorOf(text, at('ship'))).toEqual({
      quote: 'ship',
      prefix: 'The plan: ',
      suffix: ' the plan by May. Measure the pl',
      from: 10,
      to: 14,
    });
  });

  it('finds the passage again after text is added before it', () => {
    const anchor = anchorOf(text, at('plan', 1));
    const edited = `Summary first. ${text}`;
    expect(locate(edited, anchor)).toEqual({ from: 15 + at('plan', 1).from, to: 15 + at('plan', 1).to });
  });

  it('tells apart occurrences of the same words by their context, not by where they were', () => {
    const anchor = anchorOf(text, at('plan', 2));
    // The sentences swap places: the old offset now points at another "plan".
    const edited = 'Measure the plan weekly. The plan: ship the plan by May.';
    expect(locate(edited, anchor)).toEqual({ from: 12, to: 16 });
  });

  it('falls back to the quote alone when its context changed, choosing the best kept context', () => {
    const anchor = anchorOf(text, at('by May'));
    const edited = 'The plan: ship it all by May, not later.';
    expect(locate(edited, anchor)).toEqual({ from: edited.indexOf('by May'), to: edited.indexOf('by May') + 6 });
  });

  it('uses the old position to choose among equally good places', () => {
    const anchor = { quote: 'x', prefix: '', suffix: '', from: 7, to: 8 };
    expect(locate('x-x-x-x-x', anchor)).toEqual({ from: 6, to: 7 });
  });

  it('gives up when the passage is gone: the comment is an orphan', () => {
    const anchor = anchorOf(text, at('Measure'));
    expect(locate('The plan: ship the plan by May. Track it weekly.', anchor)).toBeNull();
    expect(locate(text, { quote: '', prefix: '', suffix: '' })).toBeNull();
  });
});
