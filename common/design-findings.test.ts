import { describe, expect, it } from 'vitest';
import { findingLink, findingPins, parseFinding } from './design-findings';

describe('design review findings in Markdown', () => {
  it('writes a finding as a link with its place in words, and reads it back', () => {
    const link = findingLink({ n: 2, label: 'Low contrast', x: 81.26, y: 12.5 }, 'top right');
    expect(link).toBe('[top right](#finding-2@81.3,12.5 "Low contrast")');
    expect(findingPins(`| 2 | ${link} |\n| 1 | ${findingLink({ n: 1, label: 'Contrast passes', x: 3, y: 140 }, 'top left')} |`)).toEqual([
      { n: 1, label: 'Contrast passes', x: 3, y: 100 },
      { n: 2, label: 'Low contrast', x: 81.3, y: 12.5 },
    ]);
  });

  it('reads nothing from other links, places off the image or a number given twice', () => {
    expect(parseFinding('https://example.com/#finding-1@10,10', 'x')).toBeNull();
    expect(parseFinding('#finding-1@100.5,10', 'x')).toBeNull();
    expect(parseFinding('#finding-1@-1,10', 'x')).toBeNull();
    expect(parseFinding('#finding-x@10,10', 'x')).toBeNull();
    const twice = '[a](#finding-1@10.0,10.0 "First") [b](#finding-1@90.0,90.0 "Second")';
    expect(findingPins(twice)).toEqual([{ n: 1, label: 'First', x: 10, y: 10 }]);
    expect(findingPins('[a](#finding-1@10.0,10.0) no title, [b](#elsewhere "x")')).toEqual([]);
  });
});
