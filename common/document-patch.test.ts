import { describe, expect, it } from 'vitest';
import { longPrdHtml } from '../scripts/bench/editor-typing';
import { applySplices, buildPatch, contentHash, patchPays, rebuild } from './document-patch';
import { documentPatchSchema } from './documents';

/** A small deterministic generator, so a failing case can be found again. */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s % n;
  };
}

const PIECES = ['<p>', '</p>', 'word ', 'é', '😀', '👩‍👩‍👧', '中文', ' ', '<strong>bold</strong>', '&amp;', '\u{1F1EB}\u{1F1F7}'];

function randomText(pick: (n: number) => number, pieces: number) {
  return Array.from({ length: pieces }, () => PIECES[pick(PIECES.length)]).join('');
}

/** An edit of `text`: an insertion, deletion or replacement at a random place (start, middle or end). */
function randomEdit(text: string, pick: (n: number) => number) {
  const chars = Array.from(text);
  const at = [0, chars.length, pick(chars.length + 1)][pick(3)]!;
  const removed = pick(3) === 0 ? 0 : pick(Math.min(20, chars.length - at) + 1);
  const inserted = pick(3) === 0 ? '' : randomText(pick, 1 + pick(4));
  return [...chars.slice(0, at), inserted, ...chars.slice(at + removed)].join('');
}

const roundTrip = (before: string, after: string) => {
  const patch = documentPatchSchema.parse(JSON.parse(JSON.stringify(buildPatch(before, after))));
  expect(rebuild(before, patch)).toBe(after);
  return patch;
};

describe('document patches', () => {
  it('rebuild the edited text for insertions, deletions and replacements anywhere, in any script', () => {
    const pick = random(27);
    for (let run = 0; run < 400; run++) {
      const before = randomText(pick, pick(40));
      let after = before;
      for (let edits = 1 + pick(3); edits > 0; edits--) after = randomEdit(after, pick);
      roundTrip(before, after);
    }
  });

  it('cover the edges: empty documents, no change, a whole replacement, emoji split across the edit', () => {
    expect(roundTrip('', '').splices).toEqual([]);
    expect(roundTrip('<p>same</p>', '<p>same</p>').splices).toEqual([]);
    roundTrip('', '<p>first words 😀</p>');
    roundTrip('<p>all gone</p>', '');
    roundTrip('<p>one</p>', '<h1>two</h1>');
    // The same high surrogate, different low ones: the splice never cuts a character in half.
    const patch = roundTrip('<p>😀</p>', '<p>😁</p>');
    expect(patch.splices).toEqual([{ at: 3, delete: 2, insert: '😁' }]);
  });

  it('send only the changed words of a 50-page document, even for edits far apart', () => {
    const before = longPrdHtml();
    const typed = before.replace('</h1>', ' draft</h1>');
    expect(roundTrip(before, typed).splices).toEqual([{ at: before.indexOf('</h1>'), delete: 0, insert: ' draft' }]);
    const far = typed.slice(0, -20) + 'X' + typed.slice(-19);
    const patch = roundTrip(before, far);
    expect(patch.splices).toHaveLength(2);
    expect(JSON.stringify(patch).length).toBeLessThan(300);
    expect(patchPays(patch, far)).toBe(true);
    expect(patchPays(buildPatch(before, '<p>new</p>'), '<p>new</p>')).toBe(false);
  });

  it('refuse to rebuild from another base, a wrong hash or a splice past the end', () => {
    const patch = buildPatch('<p>abc</p>', '<p>abXc</p>');
    expect(rebuild('<p>abd</p>', patch)).toBeNull();
    expect(rebuild('<p>abc</p>', { ...patch, hash: contentHash('other') })).toBeNull();
    expect(applySplices('abc', [{ at: 2, delete: 5, insert: '' }])).toBeNull();
  });

  it('are refused as malformed when splices overlap or are out of order', () => {
    const splices = [
      { at: 4, delete: 2, insert: 'a' },
      { at: 5, delete: 0, insert: 'b' },
    ];
    expect(documentPatchSchema.safeParse({ splices, length: 3, hash: contentHash('abc') }).success).toBe(false);
    expect(documentPatchSchema.safeParse({ splices: [{ at: -1, delete: 0, insert: '' }], length: 0, hash: contentHash('') }).success).toBe(
      false,
    );
    expect(documentPatchSchema.safeParse({ splices: [], length: 0, hash: 'nothex' }).success).toBe(false);
  });
});
