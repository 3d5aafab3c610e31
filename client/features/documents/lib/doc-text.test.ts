import { getSchema } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { describe, expect, it } from 'vitest';
import { docText } from './doc-text';

const schema = getSchema([StarterKit]);
const p = (...content: object[]) => ({ type: 'paragraph', content });
const text = (t: string, marks?: object[]) => ({ type: 'text', text: t, ...(marks ? { marks } : {}) });
const doc = schema.nodeFromJSON({
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 1 }, content: [text('Goals')] },
    p(text('Ship '), text('fast', [{ type: 'bold' }]), { type: 'hardBreak' }, text('by May')),
    { type: 'bulletList', content: [{ type: 'listItem', content: [p(text('One item'))] }] },
  ],
});

describe('a document as plain text for comment anchors', () => {
  const t = docText(doc);

  it('writes text blocks one per line, and a hard break as a line break', () => {
    expect(t.text).toBe('Goals\nShip fast\nby May\nOne item');
  });

  it('maps a passage of the text to the document and back, across marks and blocks', () => {
    for (const quote of ['Ship fast', 'fast\nby', 'May\nOne', 'Goals']) {
      const from = t.text.indexOf(quote);
      const start = t.posAt(from, 'start');
      const end = t.posAt(from + quote.length, 'end');
      expect(doc.textBetween(start, end, '\n', '\n')).toBe(quote);
      expect([t.offsetAt(start, 'start'), t.offsetAt(end, 'end')]).toEqual([from, from + quote.length]);
    }
  });
});
