import { useLayoutEffect, type RefObject } from 'react';
import { clearBelow, clearStart, clearTop } from './Toast.css.ts';

/** The custom property behind a vanilla-extract variable: `var(--x)` -> `--x`. */
const propertyOf = (variable: string) => variable.replace(/^var\((--[^,)]+).*$/, '$1');

/**
 * Spread on a page's own header (its title and actions): while any of it shows below the app's header, the
 * toasts appear below it, so a toast never covers the buttons a person is about to press.
 */
export const toastClearance = { 'data-toast-clearance': '' } as const;

/**
 * Keeps the toasts of `region` below the lowest page header in view, for as long as `active` (a toast shows):
 * measured at once, then again as the page scrolls, resizes or changes under the toast.
 */
export function useBelowPageHeaders(region: RefObject<HTMLElement | null>, active: boolean) {
  useLayoutEffect(() => {
    const element = region.current;
    if (!active || !element) return;
    const below = propertyOf(clearBelow);
    let frame = 0;
    const measure = () => {
      frame = 0;
      const top = Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue(propertyOf(clearTop))) || 0;
      let bottom = 0;
      for (const header of document.querySelectorAll('[data-toast-clearance]')) {
        const shown = header.getBoundingClientRect();
        // A header scrolled up under the app's header, or not laid out, is nothing to keep clear of.
        if (shown.height === 0 || shown.bottom <= top || shown.top >= window.innerHeight) continue;
        bottom = Math.max(bottom, shown.bottom);
      }
      element.style.setProperty(below, `${bottom}px`);
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    const changes = new MutationObserver(later);
    changes.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', later, { capture: true, passive: true });
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      window.removeEventListener('scroll', later, { capture: true });
      window.removeEventListener('resize', later);
      element.style.removeProperty(below);
    };
  }, [region, active]);
}

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
