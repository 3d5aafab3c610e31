import { useEditorState, type Editor } from '@tiptap/react';
import { BetweenHorizontalEnd, BetweenVerticalEnd, Columns3, Rows3, Table } from 'lucide-react';
import { Tool } from '@/features/documents/components/editor-toolbar';

/** Whether the cursor is in a table: the row and column tools work only there. */
const inTable = ({ editor }: { editor: Editor }) => editor.isActive('table');

/** Insert a table (with a header row), and add or remove rows and columns of the table the cursor is in. */
export function TableTools({ editor }: { editor: Editor }) {
  const active = useEditorState({ editor, selector: inTable });
  const chain = () => editor.chain().focus();
  return (
    <>
      <Tool label="Insert table" icon={Table} onClick={() => chain().insertTable({ rows: 3, cols: 3 }).run()} />
      <Tool label="Add row" icon={BetweenHorizontalEnd} disabled={!active} onClick={() => chain().addRowAfter().run()} />
      <Tool label="Delete row" icon={Rows3} disabled={!active} onClick={() => chain().deleteRow().run()} />
      <Tool label="Add column" icon={BetweenVerticalEnd} disabled={!active} onClick={() => chain().addColumnAfter().run()} />
      <Tool label="Delete column" icon={Columns3} disabled={!active} onClick={() => chain().deleteColumn().run()} />
    </>
  );
}
