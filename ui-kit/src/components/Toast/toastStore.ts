import type { ReactNode } from 'react';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastOptions {
  /**
   * Names the toast so its cause can take it back: `dismiss(id)` closes it once the cause is gone (the
   * field was fixed, the retry worked), and a new toast with the same id takes the old one's place.
   */
  id?: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes itself; defaults to the provider's (5000). `Infinity` keeps it open. */
  duration?: number;
  /** An extra control, e.g. an Undo button. */
  action?: ReactNode;
}

export interface ToastRecord extends ToastOptions {
  id: string;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: ToastOptions) => void;
}

type Listener = (toasts: readonly ToastRecord[]) => void;

/**
 * Holds the visible toasts. Adding a toast beyond the limit drops the oldest, so with the default limit
 * of 1 a new toast replaces the one on screen: one message at a time, the newest.
 */
export function createToastStore(limit = 1) {
  let toasts: readonly ToastRecord[] = [];
  let counter = 0;
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const l of listeners) l(toasts);
  };

  const dismiss = (id?: string) => {
    if (id !== undefined && !toasts.some((t) => t.id === id)) return;
    toasts = id === undefined ? [] : toasts.filter((t) => t.id !== id);
    emit();
  };

  const update = (id: string, options: ToastOptions) => {
    toasts = toasts.map((t) => (t.id === id ? { ...t, ...options } : t));
    emit();
  };

  const toast = (options: ToastOptions): ToastHandle => {
    counter += 1;
    const id = options.id ?? `toast-${counter}`;
    toasts = [{ ...options, id }, ...toasts.filter((t) => t.id !== id)].slice(0, limit);
    emit();
    return { id, dismiss: () => dismiss(id), update: (o) => update(id, o) };
  };

  return {
    toast,
    dismiss,
    update,
    getSnapshot: () => toasts,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;
