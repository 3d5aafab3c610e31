import { XIcon } from 'lucide-react';
import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { useIsDesktop } from '@/hooks/use-is-desktop';
import { cn } from '@/lib/utils';

/** The spec's toast constants: one visible toast, 5000 ms, swiped right, F8 focuses the toast area. */
const DURATION_MS = 5000;
const HOTKEY = ['F8'];
const SWIPE = ['right' as const];
/** From `md`, the toast area is 420px wide at most (sonner's own width is 356px). */
const DESKTOP_STYLE = { '--width': '420px' } as CSSProperties;
/**
 * At the bottom, above a chat's message field when one is on screen (it sets `--composer-clearance`,
 * see `useToastClearance`), so a toast never covers the field or Send; nor, on a phone, the title
 * fields and main buttons of a screen's header, which the top of the window holds.
 */
const aboveComposer = (gap: number) => `max(${gap}px, calc(var(--composer-clearance, 0px) + ${gap - 4}px))`;
const DESKTOP_OFFSET = { right: 16, bottom: aboveComposer(16) };
const PHONE_OFFSET = { left: 12, right: 12, bottom: aboveComposer(12) };

const focusRing = 'focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none';

const CLASS_NAMES = {
  toast: cn(
    'group pointer-events-auto flex w-full items-center gap-4 rounded-lg border bg-card p-4 pr-9 text-card-foreground shadow-lg',
    '[&.destructive]:border-destructive [&.destructive]:bg-destructive [&.destructive]:text-destructive-foreground',
    focusRing,
  ),
  content: 'grid flex-1 gap-1',
  title: 'text-sm font-semibold',
  description: 'text-sm',
  actionButton: cn(
    'inline-flex h-8 shrink-0 items-center justify-center rounded-md border bg-transparent px-3 text-sm font-medium transition-colors hover:bg-secondary',
    'group-[.destructive]:border-current/40 group-[.destructive]:hover:bg-current/10',
    focusRing,
  ),
  closeButton: cn('absolute top-2 right-2 rounded-md p-1 text-current opacity-70 transition-opacity hover:opacity-100', focusRing),
};

/**
 * The toast area (sonner): bottom centre on small screens, bottom right from `md`, each toast with its
 * title, description, optional action and a close button, coloured by the app's theme (`.dark` too).
 */
export function Toaster() {
  const desktop = useIsDesktop();
  return (
    <Sonner
      position={desktop ? 'bottom-right' : 'bottom-center'}
      offset={desktop ? DESKTOP_OFFSET : undefined}
      mobileOffset={PHONE_OFFSET}
      style={desktop ? DESKTOP_STYLE : undefined}
      visibleToasts={1}
      duration={DURATION_MS}
      hotkey={HOTKEY}
      swipeDirections={SWIPE}
      closeButton
      icons={{ close: <XIcon className="size-4" aria-hidden="true" /> }}
      toastOptions={{ unstyled: true, classNames: CLASS_NAMES }}
    />
  );
}
