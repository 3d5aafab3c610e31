import { getSchema } from '@tiptap/core';
import { DOMParser, DOMSerializer, type Node as PmNode } from '@tiptap/pm/model';
import { prosemirrorToYXmlFragment, updateYFragment, yXmlFragmentToProseMirrorRootNode } from '@tiptap/y-tiptap';
import { parseHTML } from 'linkedom';
import type * as Y from 'yjs';
import { COLLAB_FIELD } from '../../../common/collab';
import { documentExtensions } from '../../../common/editor/extensions';

/** The editor's schema, as the document editor builds it (common/editor/extensions.ts). */
const schema = getSchema(documentExtensions({ history: false }));

/** A DOM for parsing and writing HTML on the server (linkedom: light, no layout). */
const page = () => parseHTML('<!doctype html><html><body></body></html>').document;

/** Stored HTML as the editor would read it. */
export function htmlToNode(html: string): PmNode {
  const document = page();
  document.body.innerHTML = html;
  return DOMParser.fromSchema(schema).parse(document.body as unknown as HTMLElement);
}

/** A document node as HTML (the save that stores it sanitizes it, as every save). */
export function nodeToHtml(node: PmNode): string {
  const document = page();
  const fragment = DOMSerializer.fromSchema(schema).serializeFragment(node.content, { document: document as unknown as Document });
  const holder = document.createElement('div');
  holder.appendChild(fragment as never);
  return holder.innerHTML;
}

const fragmentOf = (ydoc: Y.Doc) => ydoc.getXmlFragment(COLLAB_FIELD);

/** The shared document's text as stored HTML. */
export const htmlOf = (ydoc: Y.Doc) => nodeToHtml(yXmlFragmentToProseMirrorRootNode(fragmentOf(ydoc), schema));

/**
 * Makes the shared document hold `html`, as the smallest change to what it holds (an empty one is
 * filled): co-editors' carets and offline edits keep their places around it.
 */
export function putHtml(ydoc: Y.Doc, html: string, origin?: unknown) {
  const node = htmlToNode(html);
  const fragment = fragmentOf(ydoc);
  ydoc.transact(() => {
    // An empty one is written at once, with no comparison.
    if (fragment.length === 0) prosemirrorToYXmlFragment(node, fragment);
    else updateYFragment(ydoc, fragment, node, { mapping: new Map(), isOMark: new Map() });
  }, origin);
}
