import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';

/** The id of each shell's main region: the skip link's target, and where a new page's heading is looked for. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * How long a new page may take to show its heading (its code and data load first, slowly on a busy machine)
 * before focus is left alone. Waiting long is safe: focus is only moved while it still sits where the
 * navigation left it.
 */
const HEADING_WAIT_MS = 15_000;

/**
 * After a move to another page, focus goes to the new page's main heading, so keyboard and screen reader
 * users start on the page they opened instead of on the link they left behind. A change of the address's
 * query alone (a filter, a tab) keeps focus where it is, and so does a page that has put focus in its
 * content by itself (a search box that starts focused).
 */
export function FocusOnNavigate() {
  const router = useRouter();
  useEffect(() => {
    let stop: (() => void) | undefined;
    // Compared with the path shown when the app started, not with the event's previous location: a link
    // followed before the first page finished loading has no previous resolved location, yet is a move.
    let shownPath = router.state.location.pathname;
    const unsubscribe = router.subscribe('onResolved', (event) => {
      const path = event.toLocation.pathname;
      if (path === shownPath) return;
      shownPath = path;
      stop?.();
      stop = focusHeadingWhenShown();
    });
    return () => {
      stop?.();
      unsubscribe();
    };
  }, [router]);
  return null;
}

function focusHeadingWhenShown(): () => void {
  const leftOn = document.activeElement;
  const tryFocus = (): boolean => {
    // Someone who moved on while the page loaded keeps the focus they chose.
    const active = document.activeElement;
    if (active !== leftOn && active !== null && active !== document.body) {
      const main = document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector('main');
      if (!main || active !== main) return true;
    }
    const main = document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector('main');
    if (!main) return false;
    if (main.contains(document.activeElement) && document.activeElement !== main) return true;
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    return true;
  };
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus()) done();
  });
  const timer = setTimeout(() => done(), HEADING_WAIT_MS);
  const done = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return done;
}
