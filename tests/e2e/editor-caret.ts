import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Whether the editor's own state (not only the page's selection) has the caret at the end of the text. */
const caretAtEnd = (element: HTMLElement | SVGElement) => {
  type Selection = { empty: boolean; head: number; constructor: { atEnd(doc: unknown): { head: number } } };
  const editor = (element as unknown as { editor?: { state: { doc: unknown; selection: Selection } } }).editor;
  if (!editor) return false;
  const { doc, selection } = editor.state;
  return selection.empty && selection.head === selection.constructor.atEnd(doc).head;
};

/**
 * Puts the caret at the end of the text with Ctrl/Cmd+End, as a person does, and waits until the
 * editor has taken it. ProseMirror puts its own selection back shortly after a focus, and reads a caret
 * moved by the browser on the next 'selectionchange': keys sent before then would act on the old
 * selection. So the key is pressed again until the editor's state holds the caret at the end.
 */
export async function caretToEnd(page: Page, editor: Locator) {
  await editor.focus();
  await expect(async () => {
    await page.keyboard.press('ControlOrMeta+End');
    expect(await editor.evaluate(caretAtEnd)).toBe(true);
  }).toPass({ intervals: [50, 100, 250] });
}
