import { Suspense, useEffect, useState } from 'react';
import { useSettled } from '@/hooks/use-settled';
import { lazyPart } from '@/lib/lazy-part';

// Closed until asked for: their code (cmdk, the dialogs) downloads after the first screen has
// painted, or at once when a shortcut opens one before that.
const CommandPalette = lazyPart(() => import('@/features/command-palette/command-palette').then((m) => m.CommandPalette));
const ShortcutsDialog = lazyPart(() => import('@/features/command-palette/shortcuts-dialog').then((m) => m.ShortcutsDialog));

/** Whether a key press is typing into a field (where "?" is a character, not a shortcut). */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The workspace's keyboard: Ctrl/Cmd+K opens the palette anywhere, "?" the list of shortcuts. */
export function KeyboardShortcuts({ isAdmin }: { isAdmin: boolean }) {
  const [palette, setPalette] = useState(false);
  const [shortcuts, setShortcuts] = useState(false);
  const settled = useSettled();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setShortcuts(false);
        setPalette((open) => !open);
      } else if (event.key === '?' && !event.ctrlKey && !event.metaKey && !event.altKey && !typing(event.target)) {
        event.preventDefault();
        setPalette(false);
        setShortcuts(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!settled && !palette && !shortcuts) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette open={palette} onOpenChange={setPalette} isAdmin={isAdmin} onShowShortcuts={() => setShortcuts(true)} />
      <ShortcutsDialog open={shortcuts} onOpenChange={setShortcuts} />
    </Suspense>
  );
}
