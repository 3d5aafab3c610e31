import { Extension } from '@tiptap/react';
import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

/** A passage a pending suggestion would change, and why. */
export type MarkedPassage = { text: string; reason: string };

type MarksState = { passages: MarkedPassage[]; set: DecorationSet };
export const suggestionMarksKey = new PluginKey<MarksState>('suggestionMarks');

function decorate(doc: PmNode, passages: MarkedPassage[]): DecorationSet {
  const decorations: Decoration[] = [];
  if (passages.length === 0) return DecorationSet.empty;
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    const text = node.textContent;
    for (const passage of passages) {
      const at = passage.text ? text.indexOf(passage.text) : -1;
      if (at >= 0) {
        decorations.push(
          Decoration.inline(pos + 1 + at, pos + 1 + at + passage.text.length, {
            class: 'suggestion-mark',
            title: passage.reason,
            'data-suggestion': '',
          }),
        );
      }
    }
    return false;
  });
  return DecorationSet.create(doc, decorations);
}

/**
 * Highlights, in the text, the passages pending suggestions would change (the reason on hover).
 * Decorations only: the document itself never changes until a suggestion is accepted.
 */
export const SuggestionMarks = Extension.create({
  name: 'suggestionMarks',
  addProseMirrorPlugins() {
    return [
      new Plugin<MarksState>({
        key: suggestionMarksKey,
        state: {
          init: (): MarksState => ({ passages: [], set: DecorationSet.empty }),
          apply(tr, value, _old, state) {
            const passages = (tr.getMeta(suggestionMarksKey) as MarkedPassage[] | undefined) ?? value.passages;
            if (!tr.docChanged && passages === value.passages) return value;
            return { passages, set: decorate(state.doc, passages) };
          },
        },
        props: { decorations: (state) => suggestionMarksKey.getState(state)?.set ?? DecorationSet.empty },
      }),
    ];
  },
});
