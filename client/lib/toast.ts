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
/** The toast on screen: at most one is visible, a new one closes it. */
let shown: string | null = null;
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

/** Shows a toast for 5000 ms (the toast area's duration), closing the one on screen. */
export function toast({ variant = 'default', title, description, action, id = `toast-${++count}` }: ToastInput) {
  if (!raised) {
    raised = true;
    listeners.forEach((listener) => listener());
  }
  withSonner((show) => {
    if (shown !== null && shown !== id) show.dismiss(shown);
    shown = id;
    const options: ExternalToast = {
      id,
      description,
      action,
      className: variant === 'destructive' ? 'destructive' : undefined,
      onDismiss: () => void (shown === id && (shown = null)),
      onAutoClose: () => void (shown === id && (shown = null)),
    };
    show(title, options);
  });
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes the toast of this id if it is the one on screen, or any toast without an id. */
export function dismissToast(id?: string) {
  if (!sonner && !loading) return;
  withSonner((show) => {
    if (id !== undefined && id !== shown) return;
    shown = null;
    show.dismiss(id);
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
