import { useEffect, useState, type RefObject } from 'react';

/**
 * Marks a sideways-scrolling row with `data-more-before` / `data-more-after` while content is hidden past
 * either edge, so its style can fade that edge: a cut-off row then reads as one that scrolls. Returns
 * whether it scrolls at all (something is hidden past an edge).
 */
export function useScrollCue(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      element.toggleAttribute('data-more-before', element.scrollLeft > 1);
      element.toggleAttribute('data-more-after', element.scrollLeft < hidden - 1);
      setScrolls(hidden > 1);
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    resize?.observe(element);
    for (const child of element.children) resize?.observe(child);
    return () => {
      element.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, [ref]);
  return scrolls;
}
