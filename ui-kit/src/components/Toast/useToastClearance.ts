import { useLayoutEffect, type RefObject } from 'react';
import { clearStart, clearTop } from './Toast.css.ts';

/** The custom property behind a vanilla-extract variable: `var(--x)` -> `--x`. */
const propertyOf = (variable: string) => variable.replace(/^var\((--[^,)]+).*$/, '$1');

/**
 * Keeps the toasts clear of the app's frame: below `header` on phones, beside `sidebar` on wider screens.
 * Both are measured as they resize, for as long as the calling component is mounted; the first measure comes
 * before the frame is painted, so a toast shown with the frame's first render is already in its place.
 */
export function useToastClearance({
  header,
  sidebar,
}: {
  header?: RefObject<HTMLElement | null>;
  sidebar?: RefObject<HTMLElement | null>;
}) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const top = propertyOf(clearTop);
    const start = propertyOf(clearStart);
    const measure = () => {
      const head = header?.current?.getBoundingClientRect();
      const side = sidebar?.current?.getBoundingClientRect();
      root.style.setProperty(top, `${Math.max(0, head?.bottom ?? 0)}px`);
      root.style.setProperty(start, `${side && side.width > 0 ? side.right : 0}px`);
    };
    measure();
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    for (const element of [header?.current, sidebar?.current]) if (element) resize?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      resize?.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(top);
      root.style.removeProperty(start);
    };
  }, [header, sidebar]);
}
