import { useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
import { ToolbarButtons, type ToolbarCommand, type ToolbarState } from '@/features/documents/components/toolbar-buttons';

/** Only these booleans are compared after each transaction: typing re-renders the toolbar only when one changes. */
const selectState = ({ editor }: { editor: Editor }): ToolbarState => ({
  bold: editor.isActive('bold'),
  italic: editor.isActive('italic'),
  h1: editor.isActive('heading', { level: 1 }),
  h2: editor.isActive('heading', { level: 2 }),
  bullet: editor.isActive('bulletList'),
  ordered: editor.isActive('orderedList'),
  inTable: editor.isActive('table'),
  canUndo: editor.can().undo(),
  canRedo: editor.can().redo(),
});

const COMMANDS: Record<ToolbarCommand, (chain: ChainedCommands) => ChainedCommands> = {
  bold: (chain) => chain.toggleBold(),
  italic: (chain) => chain.toggleItalic(),
  h1: (chain) => chain.toggleHeading({ level: 1 }),
  h2: (chain) => chain.toggleHeading({ level: 2 }),
  bullet: (chain) => chain.toggleBulletList(),
  ordered: (chain) => chain.toggleOrderedList(),
  insertTable: (chain) => chain.insertTable({ rows: 3, cols: 3 }),
  addRow: (chain) => chain.addRowAfter(),
  deleteRow: (chain) => chain.deleteRow(),
  addColumn: (chain) => chain.addColumnAfter(),
  deleteColumn: (chain) => chain.deleteColumn(),
  undo: (chain) => chain.undo(),
  redo: (chain) => chain.redo(),
};

/** The formatting toolbar of a document's editor, showing and changing the text at the cursor. */
export function EditorToolbar({ editor, className }: { editor: Editor; className?: string }) {
  const state = useEditorState({ editor, selector: selectState });
  return <ToolbarButtons state={state} run={(command) => COMMANDS[command](editor.chain().focus()).run()} className={className} />;
}
