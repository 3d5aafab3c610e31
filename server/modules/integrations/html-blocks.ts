import { Parser } from 'htmlparser2';

/** An element of the editor's HTML, as the requirement finder reads it. */
export type El = { tag: string; children: Node[] };
export type Node = El | string;

const VOID = new Set(['br', 'hr', 'img']);
const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'tr', 'pre', 'blockquote', 'ul', 'ol', 'table']);

/** The HTML as a tree of its elements and texts (entities decoded); the editor's HTML is well nested. */
export function parseHtml(html: string): El {
  const root: El = { tag: '#root', children: [] };
  const stack: El[] = [root];
  const top = () => stack[stack.length - 1] ?? root;
  const parser = new Parser(
    {
      onopentag(name) {
        const el: El = { tag: name, children: [] };
        top().children.push(el);
        if (!VOID.has(name)) stack.push(el);
      },
      ontext(text) {
        top().children.push(text);
      },
      onclosetag(name) {
        if (VOID.has(name)) return;
        const at = stack.findLastIndex((el) => el.tag === name);
        if (at > 0) stack.length = at;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return root;
}

export const isEl = (node: Node | undefined): node is El => typeof node === 'object';

/** An element's text: a line break for `br` and between blocks, spaces collapsed within lines. */
export function textOf(node: Node, skip: (el: El) => boolean = () => false): string {
  const parts: string[] = [];
  const walk = (n: Node) => {
    if (!isEl(n)) return void parts.push(n);
    if (skip(n)) return;
    if (n.tag === 'br') return void parts.push('\n');
    const block = BLOCKS.has(n.tag);
    if (block) parts.push('\n');
    n.children.forEach(walk);
    if (block) parts.push('\n');
  };
  walk(node);
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** A list item's own text: without the lists nested in it. */
export const ownText = (li: El) => textOf(li, (el) => el !== li && (el.tag === 'ul' || el.tag === 'ol'));

/** The lists nested in a list item (directly or in its paragraphs). */
export const nestedLists = (li: El): El[] =>
  li.children.filter(isEl).flatMap((c) => (c.tag === 'ul' || c.tag === 'ol' ? [c] : nestedLists(c)));

export const itemsOf = (list: El): El[] => list.children.filter((c): c is El => isEl(c) && c.tag === 'li');

/** A table's rows, each a list of its cells (th or td). */
export function rowsOf(table: El): El[][] {
  const rows: El[][] = [];
  const walk = (el: El) => {
    for (const child of el.children.filter(isEl)) {
      if (child.tag === 'tr') rows.push(child.children.filter((c): c is El => isEl(c) && (c.tag === 'td' || c.tag === 'th')));
      else if (child.tag !== 'table') walk(child);
    }
  };
  walk(table);
  return rows;
}

/** The top-level blocks of the document, in order. */
export const blocksOf = (root: El): El[] => root.children.filter(isEl);
