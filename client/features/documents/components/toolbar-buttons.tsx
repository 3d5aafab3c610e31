import {
  BetweenHorizontalEnd,
  BetweenVerticalEnd,
  Bold,
  Columns3,
  Heading1,
  Heading2,
  Italic,
  List,
  ListOrdered,
  Redo2,
  Rows3,
  Table,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@/lib/utils';

/** What the formatting tools show: which marks and blocks are on at the cursor, and what can be undone. */
export type ToolbarState = {
  bold: boolean;
  italic: boolean;
  h1: boolean;
  h2: boolean;
  bullet: boolean;
  ordered: boolean;
  inTable: boolean;
  canUndo: boolean;
  canRedo: boolean;
};

/** The editor commands the tools run. */
export type ToolbarCommand =
  | 'bold'
  | 'italic'
  | 'h1'
  | 'h2'
  | 'bullet'
  | 'ordered'
  | 'insertTable'
  | 'addRow'
  | 'deleteRow'
  | 'addColumn'
  | 'deleteColumn'
  | 'undo'
  | 'redo';

type ToolProps = {
  label: string;
  shortcut?: string;
  icon: LucideIcon;
  onClick: () => void;
  pressed?: boolean;
  disabled?: boolean;
};

function Tool({ label, shortcut, icon: Icon, onClick, pressed, disabled }: ToolProps) {
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

const Divider = () => <span aria-hidden="true" className="mx-1 h-5 w-px bg-border" />;

type ToolbarButtonsProps = {
  state: ToolbarState;
  /** Runs a command; null while the editor is not there yet: every tool shows, disabled. */
  run: ((command: ToolbarCommand) => void) | null;
  className?: string;
};

/**
 * Bold, italic, headings 1 and 2, bullet and numbered lists (each shows whether it is on), tables, undo
 * and redo. Without an editor the same buttons show disabled, so the toolbar has its final size at once.
 */
export function ToolbarButtons({ state, run, className }: ToolbarButtonsProps) {
  const tool = (command: ToolbarCommand, label: string, icon: LucideIcon, extra: Partial<ToolProps> = {}) => (
    <Tool label={label} icon={icon} {...extra} disabled={!run || extra.disabled} onClick={() => run?.(command)} />
  );
  return (
    <div role="toolbar" aria-label="Formatting" className={cn('flex items-center gap-0.5', className)}>
      {tool('bold', 'Bold', Bold, { shortcut: `${mod}+B`, pressed: state.bold })}
      {tool('italic', 'Italic', Italic, { shortcut: `${mod}+I`, pressed: state.italic })}
      <Divider />
      {tool('h1', 'Heading 1', Heading1, { shortcut: `${mod}+Alt+1`, pressed: state.h1 })}
      {tool('h2', 'Heading 2', Heading2, { shortcut: `${mod}+Alt+2`, pressed: state.h2 })}
      <Divider />
      {tool('bullet', 'Bullet list', List, { shortcut: `${mod}+Shift+8`, pressed: state.bullet })}
      {tool('ordered', 'Numbered list', ListOrdered, { shortcut: `${mod}+Shift+7`, pressed: state.ordered })}
      <Divider />
      {tool('insertTable', 'Insert table', Table)}
      {tool('addRow', 'Add row', BetweenHorizontalEnd, { disabled: !state.inTable })}
      {tool('deleteRow', 'Delete row', Rows3, { disabled: !state.inTable })}
      {tool('addColumn', 'Add column', BetweenVerticalEnd, { disabled: !state.inTable })}
      {tool('deleteColumn', 'Delete column', Columns3, { disabled: !state.inTable })}
      <Divider />
      {tool('undo', 'Undo', Undo2, { shortcut: `${mod}+Z`, disabled: !state.canUndo })}
      {tool('redo', 'Redo', Redo2, { shortcut: `${mod}+Shift+Z`, disabled: !state.canRedo })}
    </div>
  );
}
