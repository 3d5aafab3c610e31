import { Command } from 'cmdk';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { SearchResult } from '@common/search';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { matchingCommands, type PaletteCommand } from '@/features/command-palette/commands';
import { useSearchResults } from '@/features/search/api/search';
import { resultPath, snippetParts } from '@/features/search/lib/snippet';
import { useTheme } from '@/features/theme/theme';

const TYPE_LABEL: Record<SearchResult['type'], string> = { chat: 'Chat', document: 'Document', design: 'Design', template: 'Template' };
const itemClass =
  'flex cursor-pointer items-start gap-3 rounded-md px-3 py-2 text-sm outline-none data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground';
const groupClass =
  '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; isAdmin: boolean; onShowShortcuts: () => void };

/** Ctrl/Cmd+K: search everything as you type, and every action and screen, from the keyboard. */
export function CommandPalette({ open, onOpenChange, isAdmin, onShowShortcuts }: Props) {
  const [text, setText] = useState('');
  const [, navigate] = useLocation();
  const { toggle } = useTheme();
  const { q, results, loading } = useSearchResults(open ? text : '');
  const commands = matchingCommands(text, isAdmin);

  const close = () => {
    onOpenChange(false);
    setText('');
  };
  const go = (to: string) => {
    close();
    navigate(to);
  };
  const runCommand = (command: PaletteCommand) => {
    if ('to' in command) return go(command.to);
    close();
    if (command.run === 'toggle-theme') toggle();
    else onShowShortcuts();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      {/* Closes at once, without the fade: a chosen result or screen is already showing behind it. */}
      <DialogContent
        className="top-[15%] max-w-xl translate-y-0 gap-0 overflow-hidden p-0 data-[state=closed]:animate-none!"
        overlayClassName="data-[state=closed]:animate-none!"
        aria-describedby={undefined}
      >
        <DialogTitle className="sr-only">Command palette</DialogTitle>
        <DialogDescription className="sr-only">Search your chats, documents, designs and templates, or run an action.</DialogDescription>
        {/* min-w-0: a long result title is cut with an ellipsis instead of widening the list past the dialog. */}
        <Command shouldFilter={false} loop label="Search or type a command" className="min-w-0">
          <div className="flex items-center gap-2 border-b px-3">
            <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <Command.Input
              value={text}
              onValueChange={setText}
              placeholder="Search or type a command..."
              aria-label="Search or type a command"
              className="h-12 w-full bg-transparent text-sm outline-none placeholder:text-muted-foreground"
            />
          </div>
          <Command.List className="max-h-[min(60vh,26rem)] overflow-y-auto p-2">
            {q && !loading && results.length === 0 && commands.length === 0 && (
              <Command.Empty className="px-3 py-6 text-center text-sm text-muted-foreground">No matches</Command.Empty>
            )}
            {loading && results.length === 0 && (
              <Command.Loading>
                <p className="px-3 py-2 text-sm text-muted-foreground">Searching...</p>
              </Command.Loading>
            )}
            {results.length > 0 && (
              <Command.Group heading="Search results" className={groupClass}>
                {results.map((result) => (
                  <Command.Item
                    key={`${result.type}:${result.id}`}
                    value={`${result.type}:${result.id}`}
                    onSelect={() => go(resultPath(result))}
                    className={itemClass}
                  >
                    <span className="mt-0.5 w-16 shrink-0 text-xs text-muted-foreground">{TYPE_LABEL[result.type]}</span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium">{result.title.trim() || 'Untitled'}</span>
                      {result.snippet && (
                        <span className="line-clamp-2 text-xs text-muted-foreground">
                          {snippetParts(result.snippet).map((part, i) =>
                            part.marked ? (
                              <mark key={i} className="rounded-xs bg-primary/20 px-0.5 text-foreground">
                                {part.text}
                              </mark>
                            ) : (
                              <span key={i}>{part.text}</span>
                            ),
                          )}
                        </span>
                      )}
                    </span>
                  </Command.Item>
                ))}
              </Command.Group>
            )}
            {commands.length > 0 && (
              <Command.Group heading="Actions" className={groupClass}>
                {commands.map((command) => (
                  <Command.Item key={command.id} value={command.id} onSelect={() => runCommand(command)} className={itemClass}>
                    <command.icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                    <span>{command.label}</span>
                  </Command.Item>
                ))}
              </Command.Group>
            )}
          </Command.List>
        </Command>
      </DialogContent>
    </Dialog>
  );
}
