import { useEffect } from 'react';
import { Button as RACButton, composeRenderProps, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner.tsx';
import { button, type ButtonSize, type ButtonVariant } from './Button.css.ts';

export interface ButtonProps extends RACButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Text shown while `isPending`, e.g. 'Logging in...'. Defaults to the normal content. */
  pendingLabel?: string;
}

/**
 * How long after a button goes an announcement naming it may still turn up: react-aria adds the page's first
 * announcement a tenth of a second late, so one made just before the button went can land after it.
 */
const LATE_ANNOUNCEMENT_MS = 250;

/**
 * Drops the screen-reader announcements that name an element no longer in the page. react-aria reads a
 * focused button's pending state out by pointing a live-region entry at the button, and keeps the entry for
 * seconds; a button often goes with the step it finished (Bind, once the policy is bound), and then the entry
 * names nothing: a screen reader has nothing to read, and the page holds an image without a name.
 */
function dropAnnouncementsNamingNothing() {
  // The late pass may come after the document itself has gone (a test's page torn down): nothing to drop then.
  if (typeof document === 'undefined') return;
  for (const entry of document.querySelectorAll('[data-live-announcer] [aria-labelledby]'))
    if (
      entry
        .getAttribute('aria-labelledby')
        ?.split(/\s+/)
        .some((id) => !document.getElementById(id))
    )
      entry.remove();
}

/** A button. While `isPending` it shows a spinner and its pending label, and ignores presses. */
export function Button({ variant, size, fullWidth, pendingLabel, isPending, className, children, ...props }: ButtonProps) {
  // Runs once this button has left the page, so an entry that named it now names nothing.
  useEffect(
    () => () => {
      dropAnnouncementsNamingNothing();
      setTimeout(dropAnnouncementsNamingNothing, LATE_ANNOUNCEMENT_MS);
    },
    [],
  );
  return (
    <RACButton
      {...props}
      isPending={isPending}
      className={composeRenderProps(className, (own) => [button({ variant, size, fullWidth }), own].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content) =>
        isPending ? (
          <>
            <Spinner decorative size="sm" />
            {pendingLabel ?? content}
          </>
        ) : (
          content
        ),
      )}
    </RACButton>
  );
}
