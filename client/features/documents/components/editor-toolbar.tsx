import { useEditorState, type Editor } from '@tiptap/react';
import { Bold, Heading1, Heading2, Italic, List, ListOrdered, Redo2, Undo2, type LucideIcon } from 'lucide-react';
import { TableTools } from '@/features/documents/components/table-tools';
import { cn } from '@/lib/utils';

type ToolbarState = {
  bold: boolean;
  italic: boolean;
  h1: boolean;
  h2: boolean;
  bullet: boolean;
  ordered: boolean;
  canUndo: boolean;
  canRedo: boolean;
};

/** Only these booleans are compared after each transaction: typing re-renders the toolbar only when one changes. */
const selectState = ({ editor }: { editor: Editor }): ToolbarState => ({
  bold: editor.isActive('bold'),
  italic: editor.isActive('italic'),
  h1: editor.isActive('heading', { level: 1 }),
  h2: editor.isActive('heading', { level: 2 }),
  bullet: editor.isActive('bulletList'),
  ordered: editor.isActive('orderedList'),
  canUndo: editor.can().undo(),
  canRedo: editor.can().redo(),
});

type ToolProps = {
  label: string;
  shortcut?: string;
  icon: LucideIcon;
  onClick: () => void;
  pressed?: boolean;
  disabled?: boolean;
};

export function Tool({ label, shortcut, icon: Icon, onClick, pressed, disabled }: ToolProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      title={shortcut ? `${label} (${shortcut})` : label}
      disabled={disabled}
      // Keeps the selection in the text while clicking.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'grid size-8 shrink-0 place-items-center rounded-md text-muted-foreground transition-colors outline-none',
        'hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
        'disabled:pointer-events-none disabled:opacity-40',
        'aria-pressed:bg-accent aria-pressed:text-accent-foreground',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const mod = isMac ? '⌘' : 'Ctrl';

/** Bold, italic, headings 1 and 2, bullet and numbered lists (each shows whether it is on), tables, undo and redo. */
export function EditorToolbar({ editor, className }: { editor: Editor; className?: string }) {
  const state = useEditorState({ editor, selector: selectState });
  const chain = () => editor.chain().focus();
  return (
    <div role="toolbar" aria-label="Formatting" className={cn('flex items-center gap-0.5', className)}>
      <Tool label="Bold" shortcut={`${mod}+B`} icon={Bold} pressed={state.bold} onClick={() => chain().toggleBold().run()} />
      <Tool label="Italic" shortcut={`${mod}+I`} icon={Italic} pressed={state.italic} onClick={() => chain().toggleItalic().run()} />
      <span aria-hidden="true" className="mx-1 h-5 w-px bg-border" />
      <Tool
        label="Heading 1"
        shortcut={`${mod}+Alt+1`}
        icon={Heading1}
        pressed={state.h1}
        onClick={() => chain().toggleHeading({ level: 1 }).run()}
      />
      <Tool
        label="Heading 2"
        shortcut={`${mod}+Alt+2`}
        icon={Heading2}
        pressed={state.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <span aria-hidden="true" className="mx-1 h-5 w-px bg-border" />
      <Tool
        label="Bullet list"
        shortcut={`${mod}+Shift+8`}
        icon={List}
        pressed={state.bullet}
        onClick={() => chain().toggleBulletList().run()}
      />
      <Tool
        label="Numbered list"
        shortcut={`${mod}+Shift+7`}
        icon={ListOrdered}
        pressed={state.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <span aria-hidden="true" className="mx-1 h-5 w-px bg-border" />
      <TableTools editor={editor} />
      <span aria-hidden="true" className="mx-1 h-5 w-px bg-border" />
      <Tool label="Undo" shortcut={`${mod}+Z`} icon={Undo2} disabled={!state.canUndo} onClick={() => chain().undo().run()} />
      <Tool label="Redo" shortcut={`${mod}+Shift+Z`} icon={Redo2} disabled={!state.canRedo} onClick={() => chain().redo().run()} />
    </div>
  );
}
