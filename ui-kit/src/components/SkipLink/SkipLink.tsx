import type { MouseEvent, ReactNode } from 'react';
import * as styles from './SkipLink.css.ts';

export interface SkipLinkProps {
  /** The id of the element to move to (it needs tabIndex={-1} unless it is focusable itself). */
  targetId: string;
  children?: ReactNode;
}

/**
 * The first stop in the tab order: hidden until focused, it moves focus past the navigation to the
 * page's own content, so a keyboard user does not tab through every menu entry on every page.
 */
export function SkipLink({ targetId, children = 'Skip to main content' }: SkipLinkProps) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    // Focus moves without touching the address, which belongs to the router.
    event.preventDefault();
    target.focus();
    target.scrollIntoView?.({ block: 'start' });
  };
  return (
    <a href={`#${targetId}`} className={styles.skipLink} onClick={skip}>
      {children}
    </a>
  );
}
