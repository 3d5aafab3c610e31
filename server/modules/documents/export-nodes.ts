import type { Node as PmNode } from '@tiptap/pm/model';

/** How a list item written as a task begins: "[ ]" open, "[x]" done (the editor has no checkboxes of its own). */
const TASK = /^\[( |x|X)\]\s+/;

/** A list item's task state when its text begins with a box, else null. */
export function taskOf(item: PmNode): 'complete' | 'incomplete' | null {
  const match = TASK.exec(item.firstChild?.textContent ?? '');
  if (!match) return null;
  return match[1] === ' ' ? 'incomplete' : 'complete';
}

/** The length of the box a task item's text begins with, so a renderer can leave it out. */
export const taskPrefixLength = (text: string) => TASK.exec(text)?.[0].length ?? 0;

/** A place in a table's grid: a cell that starts there, or one covered by a cell spanning into it. */
export type CellSlot = { covered: false; node: PmNode; colspan: number; rowspan: number } | { covered: true };

/**
 * A table's rows as a grid: each cell at its column once the spans of the cells above and before it
 * are counted, and a covered slot wherever a span reaches.
 */
export function cellGrid(table: PmNode): CellSlot[][] {
  const grid: CellSlot[][] = [];
  table.forEach((row, _, r) => {
    const cells = (grid[r] ??= []);
    let column = 0;
    row.forEach((cell) => {
      while (cells[column]) column += 1;
      const colspan = Math.max(1, Number(cell.attrs.colspan ?? 1));
      const rowspan = Math.min(Math.max(1, Number(cell.attrs.rowspan ?? 1)), table.childCount - r);
      for (let dr = 0; dr < rowspan; dr += 1) {
        const target = (grid[r + dr] ??= []);
        for (let dc = 0; dc < colspan; dc += 1) target[column + dc] = { covered: true };
      }
      cells[column] = { covered: false, node: cell, colspan, rowspan };
      column += colspan;
    });
  });
  return grid;
}
