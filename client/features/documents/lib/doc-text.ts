import type { Node as PmNode } from '@tiptap/pm/model';

type Segment = { pos: number; offset: number; length: number };

/**
 * A document's plain text (its text blocks one per line, a hard break a line break), and the way
 * between offsets in that text and positions in the document: what comment anchors are written in.
 */
export type DocText = {
  text: string;
  /** The document position of an offset: where a passage starting (`start`) or ending (`end`) there begins or ends. */
  posAt(offset: number, side: 'start' | 'end'): number;
  /** The offset of a document position, as the start or the end of a selection. */
  offsetAt(pos: number, side: 'start' | 'end'): number;
};

export function docText(doc: PmNode): DocText {
  let text = '';
  let blocks = 0;
  const segments: Segment[] = [];
  doc.descendants((node, pos) => {
    if (node.isTextblock) {
      if (blocks++ > 0) text += '\n';
      return true;
    }
    if (node.isText) {
      segments.push({ pos, offset: text.length, length: node.text?.length ?? 0 });
      text += node.text ?? '';
    } else if (node.type.name === 'hardBreak') text += '\n';
    return !node.isLeaf;
  });
  const last = segments.at(-1);
  return {
    text,
    posAt(offset, side) {
      const seg = side === 'start' ? segments.find((s) => s.offset + s.length > offset) : segments.findLast((s) => s.offset < offset);
      if (!seg) return side === 'start' ? (last ? last.pos + last.length : 0) : (segments[0]?.pos ?? 0);
      return seg.pos + Math.min(seg.length, Math.max(0, offset - seg.offset));
    },
    offsetAt(pos, side) {
      const seg = side === 'start' ? segments.find((s) => s.pos + s.length > pos) : segments.findLast((s) => s.pos < pos);
      if (!seg) return side === 'start' ? text.length : 0;
      return seg.offset + Math.min(seg.length, Math.max(0, pos - seg.pos));
    },
  };
}
