import { getExtensionField, mergeAttributes, Node, type CommandProps } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';
import { addColumnAfter, addRowAfter, deleteColumn, deleteRow, deleteTable, goToNextCell, tableEditing } from '@tiptap/pm/tables';

declare module '@tiptap/core' {
  interface NodeConfig {
    /** The node's part in a table, for prosemirror-tables: table, row, cell or header_cell. */
    tableRole?: string;
  }
  interface Commands<ReturnType> {
    table: {
      /** A table with a header row, the cursor in its first cell. */
      insertTable: (options?: { rows?: number; cols?: number }) => ReturnType;
      addRowAfter: () => ReturnType;
      deleteRow: () => ReturnType;
      addColumnAfter: () => ReturnType;
      deleteColumn: () => ReturnType;
      deleteTable: () => ReturnType;
    };
  }
}

/** Span attributes, as the server's sanitizer keeps them (colspan, rowspan). */
const span = (name: 'colspan' | 'rowspan') => ({
  default: 1,
  parseHTML: (el: HTMLElement) => Number(el.getAttribute(name) ?? 1) || 1,
  // A span of 1 is not written: the stored HTML stays as plain as the user's table.
  renderHTML: (attrs: Record<string, unknown>) => (Number(attrs[name]) > 1 ? { [name]: attrs[name] } : {}),
});
const spans = {
  colspan: span('colspan'),
  rowspan: span('rowspan'),
  colwidth: { default: null, rendered: false },
};

const cell = (name: 'tableCell' | 'tableHeader', tag: 'td' | 'th') =>
  Node.create({
    name,
    content: 'block+',
    tableRole: name === 'tableHeader' ? 'header_cell' : 'cell',
    isolating: true,
    addAttributes: () => spans,
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, mergeAttributes(HTMLAttributes), 0],
  });

export const TableCell = cell('tableCell', 'td');
export const TableHeader = cell('tableHeader', 'th');

export const TableRow = Node.create({
  name: 'tableRow',
  content: '(tableCell | tableHeader)*',
  tableRole: 'row',
  parseHTML: () => [{ tag: 'tr' }],
  renderHTML: () => ['tr', 0],
});

const run =
  (command: typeof addRowAfter) =>
  () =>
  ({ state, dispatch }: CommandProps) =>
    command(state, dispatch);

/**
 * Tables as the editor and the server's sanitizer both know them: table, rows, header and body cells
 * (prosemirror-tables does the cell selection and the row and column edits). The first row holds the
 * header cells, which is what Markdown's pipe tables and the AI's view of the document expect.
 */
export const Table = Node.create({
  name: 'table',
  group: 'block',
  content: 'tableRow+',
  tableRole: 'table',
  isolating: true,
  parseHTML: () => [{ tag: 'table' }],
  renderHTML: () => ['table', ['tbody', 0]],
  addProseMirrorPlugins: () => [tableEditing()],
  /** Puts each node's `tableRole` into its schema spec, where prosemirror-tables looks for it. */
  extendNodeSchema: (extension) => ({ tableRole: getExtensionField<string | undefined>(extension, 'tableRole') }),
  addKeyboardShortcuts() {
    return {
      Tab: () => goToNextCell(1)(this.editor.state, this.editor.view.dispatch),
      'Shift-Tab': () => goToNextCell(-1)(this.editor.state, this.editor.view.dispatch),
    };
  },
  addCommands() {
    return {
      insertTable:
        ({ rows = 3, cols = 3 } = {}) =>
        ({ tr, dispatch, editor }) => {
          const { schema } = editor;
          const cellOf = (type: 'tableHeader' | 'tableCell') => schema.nodes[type]!.createAndFill()!;
          const row = (type: 'tableHeader' | 'tableCell') =>
            schema.nodes.tableRow!.create(
              null,
              Array.from({ length: cols }, () => cellOf(type)),
            );
          const table = schema.nodes.table!.create(null, [row('tableHeader'), ...Array.from({ length: rows - 1 }, () => row('tableCell'))]);
          if (dispatch) {
            const at = tr.selection.from;
            tr.replaceSelectionWith(table).scrollIntoView();
            const start = tr.doc.resolve(Math.min(at + 3, tr.doc.content.size));
            tr.setSelection(TextSelection.near(start));
          }
          return true;
        },
      addRowAfter: run(addRowAfter),
      deleteRow: run(deleteRow),
      addColumnAfter: run(addColumnAfter),
      deleteColumn: run(deleteColumn),
      deleteTable: run(deleteTable),
    };
  },
});

export const tableExtensions = [Table, TableRow, TableHeader, TableCell];
