import { closeHistory } from '@tiptap/pm/history';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { Editor } from '@tiptap/react';
import { ySyncPluginKey } from '@tiptap/y-tiptap';

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

/** Ends the current undo step: what comes next is undone on its own. */
const closeStep = (editor: Editor) => editor.view.dispatch(closeHistory(editor.state.tr).setMeta('addToHistory', false));

/**
 * Replaces the whole text (an imported file, the server's text after accepted suggestions) as one
 * undo step of its own: Undo brings the previous text back, and typing right before or after it is
 * not undone with it. An imported file puts the caret at its start; the server's text (`fromServer`,
 * which it already holds) leaves the focus where it is and saves nothing.
 */
export function replaceContent(editor: Editor, html: string, { fromServer = false }: { fromServer?: boolean } = {}) {
  // A shared document gets the server's text from the server, as a change every co-editor sees.
  if (fromServer && isShared(editor)) return;
  closeStep(editor);
  if (fromServer) editor.commands.setContent(html, { emitUpdate: false });
  else editor.chain().setContent(html).focus('start').run();
  closeStep(editor);
}

/** Adds `html` (an imported file) after the text, as one undo step of its own, and shows where it starts. */
export function appendContent(editor: Editor, html: string) {
  const end = editor.state.doc.content.size;
  closeStep(editor);
  editor
    .chain()
    .insertContentAt(end, html)
    .setTextSelection(end + 1)
    .scrollIntoView()
    .run();
  closeStep(editor);
}

/** Whether the document holds any text (Analyze with AI needs some). */
export const hasText = (editor: Editor) => editor.state.doc.textContent.trim().length > 0;

/** Whether the editor is bound to a shared (live co-edited) document. */
export const isShared = (editor: Editor) => ySyncPluginKey.getState(editor.state) !== undefined;
