import type { Node as PmNode } from '@tiptap/pm/model';
import { cellGrid, taskOf, taskPrefixLength } from './export-nodes';

/** Text and attribute values as XML: no named entity beyond XML's own, so a strict parser reads it. */
const xml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c).replace(/\u00a0/g, '&#160;');

/** Code as CDATA: a "]]>" inside it is split across two sections. */
const cdata = (text: string) => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

const MARK_TAGS: Record<string, string> = { bold: 'strong', italic: 'em', strike: 's', code: 'code' };

/** A text run wrapped in its marks, the link outermost. */
function inline(node: PmNode, skip = 0): string {
  let out = '';
  let offset = 0;
  node.forEach((child) => {
    if (child.type.name === 'hardBreak') {
      out += '<br />';
      return;
    }
    const full = child.text ?? '';
    const text = full.slice(Math.max(0, skip - offset));
    offset += full.length;
    if (!text) return;
    let piece = xml(text);
    let href: string | null = null;
    for (const mark of child.marks) {
      const tag = MARK_TAGS[mark.type.name];
      if (tag) piece = `<${tag}>${piece}</${tag}>`;
      else if (mark.type.name === 'link') href = String(mark.attrs.href);
    }
    out += href ? `<a href="${xml(href)}">${piece}</a>` : piece;
  });
  return out;
}

/** A list whose every item begins with a box ("[ ]", "[x]") becomes Confluence's own task list. */
function taskList(node: PmNode, ids: { next: number }): string {
  let out = '<ac:task-list>';
  node.forEach((item) => {
    const status = taskOf(item);
    const first = item.firstChild;
    const lead = first ? inline(first, taskPrefixLength(first.textContent)) : '';
    let rest = '';
    item.forEach((child, _, i) => {
      if (i > 0) rest += block(child, ids);
    });
    ids.next += 1;
    out += `<ac:task><ac:task-id>${ids.next}</ac:task-id><ac:task-status>${status}</ac:task-status><ac:task-body>${lead}${rest}</ac:task-body></ac:task>`;
  });
  return `${out}</ac:task-list>`;
}

function list(node: PmNode, ids: { next: number }): string {
  const items = Array.from({ length: node.childCount }, (_, i) => node.child(i));
  if (node.type.name === 'bulletList' && items.length > 0 && items.every((item) => taskOf(item))) return taskList(node, ids);
  const tag = node.type.name === 'orderedList' ? 'ol' : 'ul';
  const start = Number(node.attrs.start ?? 1);
  const open = tag === 'ol' && start !== 1 ? `<ol start="${start}">` : `<${tag}>`;
  return `${open}${items.map((item) => `<li>${children(item, ids)}</li>`).join('')}</${tag}>`;
}

/** A table with its header cells as <th> and the spans kept. */
function table(node: PmNode, ids: { next: number }): string {
  const rows = cellGrid(node).map((row) =>
    row
      .map((slot) => {
        if (slot.covered) return '';
        const tag = slot.node.type.name === 'tableHeader' ? 'th' : 'td';
        const spans = `${slot.colspan > 1 ? ` colspan="${slot.colspan}"` : ''}${slot.rowspan > 1 ? ` rowspan="${slot.rowspan}"` : ''}`;
        return `<${tag}${spans}>${children(slot.node, ids)}</${tag}>`;
      })
      .join(''),
  );
  return `<table><tbody>${rows.map((cells) => `<tr>${cells}</tr>`).join('')}</tbody></table>`;
}

function block(node: PmNode, ids: { next: number }): string {
  switch (node.type.name) {
    case 'heading': {
      const level = Math.min(Number(node.attrs.level ?? 1), 3);
      return `<h${level}>${inline(node)}</h${level}>`;
    }
    case 'paragraph':
      return `<p>${inline(node)}</p>`;
    case 'bulletList':
    case 'orderedList':
      return list(node, ids);
    case 'codeBlock':
      return `<ac:structured-macro ac:name="code"><ac:plain-text-body>${cdata(node.textContent)}</ac:plain-text-body></ac:structured-macro>`;
    case 'blockquote':
      return `<blockquote>${children(node, ids)}</blockquote>`;
    case 'horizontalRule':
      return '<hr />';
    case 'table':
      return table(node, ids);
    default:
      return node.isTextblock ? `<p>${inline(node)}</p>` : children(node, ids);
  }
}

function children(parent: PmNode, ids: { next: number }): string {
  let out = '';
  parent.forEach((child) => {
    out += block(child, ids);
  });
  return out;
}

/**
 * A document in Confluence's storage format (XHTML with `ac:` macros), as its source editor and REST
 * API take a page body: headings, paragraphs, marks, links, lists, task lists, code blocks as the
 * `code` macro, quotes, rules and tables with their header cells.
 */
export const documentToConfluence = (doc: PmNode) => children(doc, { next: 0 });
