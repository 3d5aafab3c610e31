import { describe, expect, it } from 'vitest';
import { resultPath, snippetParts } from '@/features/search/lib/snippet';

describe('search snippets', () => {
  it('splits marked words from the text and decodes what the server escaped', () => {
    expect(snippetParts('Pay with <mark>Apple</mark> &lt;b&gt; &amp; <mark>Pay</mark>')).toEqual([
      { text: 'Pay with ', marked: false },
      { text: 'Apple', marked: true },
      { text: ' <b> & ', marked: false },
      { text: 'Pay', marked: true },
    ]);
  });

  it('opens each kind of result on its screen', () => {
    expect(resultPath({ type: 'document', id: 'a' })).toBe('/documents?id=a');
    expect(resultPath({ type: 'chat', id: 'b' })).toBe('/chat/b');
    expect(resultPath({ type: 'design', id: 'c' })).toBe('/designs/c');
    expect(resultPath({ type: 'template', id: 'd' })).toBe('/templates');
  });
});
