import { useSyncExternalStore, type ReactNode } from 'react';
import type { ExternalToast } from 'sonner';

/**
 * A toast: a title, an optional description and action; `destructive` for failures. Toasts about one
 * action share an `id`: the next toast of that action replaces the last, and `dismissToast(id)` clears
 * a failure once the action succeeds without a toast of its own.
 */
export type ToastInput = {
  variant?: 'default' | 'destructive';
  title?: ReactNode;
  description?: ReactNode;
  action?: { label: string; onClick: () => void };
  id?: string;
};

type Sonner = typeof import('sonner').toast;

let sonner: Sonner | null = null;
let loading: Promise<void> | null = null;
/** Calls made while sonner's code downloads, run in order once it is in. */
const queued: ((toast: Sonner) => void)[] = [];
let count = 0;
/**
 * The toast on screen (at most one is visible): its sonner id and the id of its action. A new toast
 * takes its place in the same sonner toast, so the last one never lingers beside it.
 */
let shown: { slot: string; id: string } | null = null;
let raised = false;
const listeners = new Set<() => void>();

/** Sonner's code is not in the entry: it downloads with the first toast or the toast area, whichever comes first. */
function withSonner(run: (toast: Sonner) => void) {
  if (sonner) return run(sonner);
  queued.push(run);
  loading ??= import('sonner').then(
    (m) => {
      sonner = m.toast;
      queued.splice(0).forEach((next) => next(m.toast));
    },
    () => {
      loading = null;
    },
  );
}

/** Shows a toast for 5000 ms (the toast area's duration), in place of the one on screen. */
export function toast({ variant = 'default', title, description, action, id = `toast-${++count}` }: ToastInput) {
  if (!raised) {
    raised = true;
    listeners.forEach((listener) => listener());
  }
  withSonner((show) => {
    const slot = shown?.slot ?? `slot-${++count}`;
    shown = { slot, id };
    const closed = () => void (shown?.slot === slot && (shown = null));
    const options: ExternalToast = {
      id: slot,
      description,
      action,
      className: variant === 'destructive' ? 'destructive' : undefined,
      onDismiss: closed,
      onAutoClose: closed,
    };
    show(title, options);
  });
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes the toast of this id if it is the one on screen, or any toast without an id. */
export function dismissToast(id?: string) {
  if (!sonner && !loading) return;
  withSonner((show) => {
    if (id === undefined) show.dismiss();
    else if (shown?.id === id) show.dismiss(shown.slot);
    else return;
    shown = null;
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether a toast has been raised since the page opened: the toast area then mounts at once. */
export function useToastRaised() {
  return useSyncExternalStore(
    subscribe,
    () => raised,
    () => raised,
  );
}
