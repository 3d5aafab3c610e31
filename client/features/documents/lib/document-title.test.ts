import { describe, expect, it } from 'vitest';
import { DEFAULT_DOCUMENT_TITLE, titleFromText } from '@/features/documents/lib/document-title';

describe('titleFromText: the title follows the first line of the text', () => {
  it('is "New Document" without text', () => {
    expect(titleFromText('')).toBe(DEFAULT_DOCUMENT_TITLE);
    expect(titleFromText(' \n\t\n')).toBe('New Document');
  });

  it('is the first non-blank line, trimmed, with single spaces', () => {
    expect(titleFromText('\n  Checkout   redesign \nGoals')).toBe('Checkout redesign');
    expect(titleFromText('Line one\r\nLine two')).toBe('Line one');
  });

  it('keeps a line of exactly 50 characters whole', () => {
    const line = 'a'.repeat(50);
    expect(titleFromText(line)).toBe(line);
  });

  it('cuts a longer line at 50 characters and adds "..."', () => {
    const line = 'abcdefghij'.repeat(6);
    const title = titleFromText(line);
    expect(title).toBe(`${line.slice(0, 50)}...`);
    expect(title).toHaveLength(53);
  });

  it('does not end the cut on a space, nor split a character made of two code units', () => {
    expect(titleFromText(`${'word '.repeat(10)}and more`)).toBe(`${'word '.repeat(10).trimEnd()}...`);
    const emoji = '🚀'.repeat(60);
    expect(titleFromText(emoji)).toBe(`${'🚀'.repeat(50)}...`);
  });
});
