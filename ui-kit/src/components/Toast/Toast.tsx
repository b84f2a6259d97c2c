import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { Button } from 'react-aria-components';
import { XIcon } from '../../icons/Icon.tsx';
import * as styles from './Toast.css.ts';
import { useBelowPageHeaders } from './useToastClearance.ts';
import { createToastStore, type ToastHandle, type ToastOptions, type ToastRecord, type ToastStore } from './toastStore.ts';

/** A toast stays 5 seconds, a swipe of 50 px dismisses it, and one is shown at a time. */
export const TOAST_DEFAULT_DURATION = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_LIMIT = 1;

interface ToastContextValue {
  store: ToastStore;
  defaultDuration: number;
}

const ToastContext = createContext<ToastContextValue | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /** Most toasts visible at once; a new one replaces the oldest. */
  limit?: number;
  defaultDuration?: number;
  /** Accessible name of the notification region (the hotkey is appended). */
  label?: string;
  /** Key that moves focus to the notification region. */
  hotkey?: string;
  /** An external store, e.g. to raise toasts from outside React. */
  store?: ToastStore;
}

/** Holds the toasts and renders the notification region. Put it once near the root of the app. */
export function ToastProvider({
  children,
  limit = TOAST_LIMIT,
  defaultDuration = TOAST_DEFAULT_DURATION,
  label = 'Notifications',
  hotkey = 'F8',
  store: given,
}: ToastProviderProps) {
  const [own] = useState(() => createToastStore(limit));
  const store = given ?? own;
  const value = useMemo(() => ({ store, defaultDuration }), [store, defaultDuration]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <ToastViewport label={label} hotkey={hotkey} />
    </ToastContext.Provider>
  );
}

/**
 * `toast({ id?, title, description, variant, duration })` shows a notification; `dismiss(id?)` closes one
 * (by the id given or returned) or all.
 */
export function useToast() {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside <ToastProvider>');
  const { store } = context;
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const toast = useCallback((options: ToastOptions): ToastHandle => store.toast(options), [store]);
  return { toast, dismiss: store.dismiss, toasts };
}

function ToastViewport({ label, hotkey }: { label: string; hotkey: string }) {
  const { store, defaultDuration } = useContext(ToastContext)!;
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const regionRef = useRef<HTMLElement>(null);
  useBelowPageHeaders(regionRef, toasts.length > 0);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === hotkey || event.code === hotkey) {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hotkey]);

  if (typeof document === 'undefined') return null;
  return createPortal(
    <section ref={regionRef} aria-label={`${label} (${hotkey})`} tabIndex={-1} className={styles.viewport}>
      <div className={styles.list}>
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} defaultDuration={defaultDuration} onDismiss={() => store.dismiss(t.id)} />
        ))}
      </div>
    </section>,
    document.body,
  );
}

interface ToastItemProps {
  toast: ToastRecord;
  defaultDuration: number;
  onDismiss: () => void;
}

/** One toast: closes after its duration (paused while hovered or focused), on Escape, Close, or a swipe right. */
function ToastItem({ toast, defaultDuration, onDismiss }: ToastItemProps) {
  const duration = toast.duration ?? defaultDuration;
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const remaining = useRef(duration);
  const startedAt = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a toast replaced under the same id (new title or text) starts its time again
  useEffect(() => {
    remaining.current = duration;
  }, [duration, toast.title, toast.description]);

  useEffect(() => {
    if (paused || !Number.isFinite(duration)) return;
    startedAt.current = Date.now();
    const timer = setTimeout(onDismiss, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt.current;
    };
  }, [paused, duration, onDismiss]);

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if ((e.target as HTMLElement).closest('button')) return;
    swipeStart.current = e.clientX;
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (swipeStart.current === null) return;
    setOffset(Math.max(0, e.clientX - swipeStart.current));
  };
  const onPointerUp = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (swipeStart.current === null) return;
    const distance = e.clientX - swipeStart.current;
    swipeStart.current = null;
    setOffset(0);
    if (distance >= TOAST_SWIPE_THRESHOLD) onDismiss();
  };

  const variant = toast.variant ?? 'default';
  return (
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      aria-atomic="true"
      tabIndex={0}
      data-variant={variant}
      data-swiping={offset > 0 || undefined}
      className={styles.toast({ variant })}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / 200) } : undefined}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onDismiss();
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        swipeStart.current = null;
        setOffset(0);
      }}
    >
      <div className={styles.content}>
        {toast.title ? <div className={styles.title}>{toast.title}</div> : null}
        {toast.description ? <div className={styles.description}>{toast.description}</div> : null}
      </div>
      {toast.action}
      <Button className={styles.close} aria-label="Close notification" onPress={onDismiss}>
        <XIcon />
      </Button>
    </div>
  );
}
