import { Extension } from '@tiptap/react';
import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import type { CommentAnchor } from '@common/comments';
import { locate } from '@/features/documents/lib/comment-anchor';
import { docText } from '@/features/documents/lib/doc-text';

/** A thread on a passage: its id, where it is anchored, and whether it is resolved (then found, not highlighted). */
export type HighlightedThread = { id: string; anchor: CommentAnchor; resolved: boolean };

type HighlightState = {
  threads: HighlightedThread[];
  active: string | null;
  set: DecorationSet;
  /** The threads whose passage is in the text now, as a stable key (their ids, sorted): the others are orphans. */
  found: string;
};
type HighlightMeta = { threads?: HighlightedThread[]; active?: string | null };

export const commentHighlightsKey = new PluginKey<HighlightState>('commentHighlights');

/** The event the editor's element fires when a highlighted passage is clicked: `detail` is the thread's id. */
export const COMMENT_CLICK = 'comment-highlight-click';

function decorate(doc: PmNode, threads: HighlightedThread[], active: string | null): Pick<HighlightState, 'set' | 'found'> {
  if (threads.length === 0) return { set: DecorationSet.empty, found: '' };
  const text = docText(doc);
  const decorations: Decoration[] = [];
  const found: string[] = [];
  for (const thread of threads) {
    const range = locate(text.text, thread.anchor);
    if (!range) continue;
    found.push(thread.id);
    if (thread.resolved) continue;
    const from = text.posAt(range.from, 'start');
    const to = text.posAt(range.to, 'end');
    if (from >= to) continue;
    const attrs = { class: thread.id === active ? 'comment-highlight is-active' : 'comment-highlight', 'data-comment-id': thread.id };
    decorations.push(Decoration.inline(from, to, attrs, { id: thread.id }));
  }
  return { set: DecorationSet.create(doc, decorations), found: found.sort().join(' ') };
}

/**
 * Highlights the passages open comment threads are on (resolved ones are only looked for), found again in the text after each change
 * (`locate`), and tells which threads lost their passage. Decorations only: the document's HTML, its
 * saves and exports never carry a comment. A click on a highlight fires `COMMENT_CLICK` on the editor's element.
 */
export const CommentHighlights = Extension.create({
  name: 'commentHighlights',
  addProseMirrorPlugins() {
    return [
      new Plugin<HighlightState>({
        key: commentHighlightsKey,
        state: {
          init: (): HighlightState => ({ threads: [], active: null, set: DecorationSet.empty, found: '' }),
          apply(tr, value, _old, state) {
            const meta = tr.getMeta(commentHighlightsKey) as HighlightMeta | undefined;
            if (!tr.docChanged && !meta) return value;
            const threads = meta?.threads ?? value.threads;
            const active = meta?.active !== undefined ? meta.active : value.active;
            return { threads, active, ...decorate(state.doc, threads, active) };
          },
        },
        props: {
          decorations: (state) => commentHighlightsKey.getState(state)?.set ?? DecorationSet.empty,
          handleClick(view, pos) {
            const [hit] = commentHighlightsKey.getState(view.state)?.set.find(pos, pos) ?? [];
            const id = (hit?.spec as { id?: string } | undefined)?.id;
            if (id) view.dom.dispatchEvent(new CustomEvent(COMMENT_CLICK, { detail: id, bubbles: true }));
            return false;
          },
        },
      }),
    ];
  },
});
