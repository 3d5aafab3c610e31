import { closeHistory } from '@tiptap/pm/history';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { Editor } from '@tiptap/react';

/** The first line of the text: the first non-blank line of the first block that has text. */
export function firstLineOf(doc: ProseMirrorNode): string {
  let line = '';
  doc.descendants((node) => {
    if (line) return false;
    if (!node.isTextblock) return true;
    line =
      node
        .textBetween(0, node.content.size, '\n', '\n')
        .split('\n')
        .find((l) => l.trim()) ?? '';
    return false;
  });
  return line;
}

/**
 * Replaces the whole text (an imported file) as one undo step of its own: Undo brings the previous
 * text back, and typing right after it is not undone with it.
 */
export function replaceContent(editor: Editor, html: string) {
  editor
    .chain()
    .command(({ tr }) => {
      closeHistory(tr);
      return true;
    })
    .setContent(html)
    .focus('start')
    .run();
  editor.view.dispatch(closeHistory(editor.state.tr));
}

/** Whether the document holds any text (Analyze with AI needs some). */
export const hasText = (editor: Editor) => editor.state.doc.textContent.trim().length > 0;
