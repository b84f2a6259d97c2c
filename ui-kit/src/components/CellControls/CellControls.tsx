import { createContext, useContext, type ButtonHTMLAttributes, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { cx } from '../../styles/cx.ts';
import { button } from '../Button/Button.css.ts';
import { link } from '../Link/Link.css.ts';
import * as styles from './CellControls.css.ts';

/**
 * Why these exist: a long virtualised table renders the rows that scroll into view on every scrolled frame,
 * and a react-aria Link or Button per row (press, hover and focus hooks, the router's href) was most of
 * that work. In a table's cells a plain anchor or button does the same for the user: the grid moves focus
 * to them with the arrow keys, and the browser gives Enter, middle-click and "open in new tab".
 */

type Navigate = (href: string) => void;
const NavigateContext = createContext<Navigate | null>(null);

/** Gives CellLinks the app's client-side navigation (the same router the react-aria RouterProvider uses). */
export function CellLinkProvider({ navigate, children }: { navigate: Navigate; children: ReactNode }) {
  return <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>;
}

/** A plain click a page may handle itself: same tab, same site, no modifier key asking for a new tab or a download. */
function staysInPage(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget;
  const target = anchor.getAttribute('target');
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.altKey &&
    !event.shiftKey &&
    (!target || target === '_self') &&
    !anchor.hasAttribute('download') &&
    anchor.origin === window.location.origin
  );
}

// The kit's recipes build their class names on every call; a long table's rows would call them on every
// scrolled frame, so each look's class is built once.
const linkClasses = new Map<CellLinkProps['variant'], string>();
function linkClass(variant: CellLinkProps['variant']): string {
  let className = linkClasses.get(variant);
  if (className === undefined) {
    className = cx(link({ variant }), styles.cellLink);
    linkClasses.set(variant, className);
  }
  return className;
}
const buttonClass = cx(button({ variant: 'ghost', size: 'sm' }), styles.cellButton);

export interface CellLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The finished address (no router lookup is made for it). */
  href: string;
  variant?: 'primary' | 'muted' | 'inherit';
}

/**
 * A link for a table cell that looks like Link: a real anchor with its href, navigating through the app's
 * router on a plain click (CellLinkProvider) and left to the browser otherwise (new tab, new window).
 */
export function CellLink({ href, variant, className, onClick, ...props }: CellLinkProps) {
  const navigate = useContext(NavigateContext);
  return (
    <a
      {...props}
      href={href}
      className={className ? `${linkClass(variant)} ${className}` : linkClass(variant)}
      onClick={(event) => {
        onClick?.(event);
        if (navigate && staysInPage(event)) {
          event.preventDefault();
          navigate(href);
        }
      }}
    />
  );
}

export interface CellButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick'> {
  /** Called on a click, Enter or Space. */
  onPress?: () => void;
}

/** A small ghost button for a table cell (an icon action on each row), looking like Button variant="ghost" size="sm". */
export function CellButton({ onPress, className, ...props }: CellButtonProps) {
  return (
    <button
      {...props}
      type="button"
      className={className ? `${buttonClass} ${className}` : buttonClass}
      onClick={onPress ? () => onPress() : undefined}
    />
  );
}
