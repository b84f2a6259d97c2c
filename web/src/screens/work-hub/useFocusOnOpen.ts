import { useEffect, useRef } from 'react';

/**
 * Focus on a conversation's heading once it is opened from the list, for keyboard and screen reader users.
 * It is tried again as the conversation's messages arrive, since the list re-renders around them and can
 * drop focus to the page; it is only ever moved from nowhere (the page itself), never from where someone put it.
 */
export function useFocusOnOpen(takeFocus: boolean, loaded: number) {
  const heading = useRef<HTMLHeadingElement>(null);
  const focused = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each arrival of messages re-checks where focus went
  useEffect(() => {
    if (!takeFocus) {
      focused.current = false;
      return;
    }
    if (!heading.current) return;
    const active = document.activeElement;
    const lost = active === null || active === document.body;
    if (!focused.current || lost) {
      heading.current.focus();
      focused.current = true;
    }
  }, [takeFocus, loaded]);
  return heading;
}
