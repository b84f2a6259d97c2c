import type { ReactNode } from 'react';
import { Focusable, Tooltip as RACTooltip, TooltipTrigger, type TooltipProps as RACTooltipProps } from 'react-aria-components';
import { visuallyHidden } from '../../styles/shared.css.ts';
import * as styles from './FlaggedValue.css.ts';

export interface FlaggedValueProps extends Pick<RACTooltipProps, 'placement'> {
  /** The value as shown. */
  children: ReactNode;
  /** Words read after the value by screen readers only, such as why it is highlighted. */
  note: string;
  /** What hovering or focusing the value tells: shown as a tip and read as the value's description. */
  details: ReactNode;
  delay?: number;
  /** Shows the tip from the start (for a catalogue or a screenshot). */
  defaultOpen?: boolean;
  /** `check` (default) highlights a value a person should check; `note` only underlines one that explains itself. */
  tone?: 'check' | 'note';
}

/**
 * A highlighted value that explains itself: it takes keyboard focus, and on hover or focus a tip shows its
 * details, which screen readers read as its description. Escape hides the tip.
 */
export function FlaggedValue({ children, note, details, delay = 300, placement = 'top', defaultOpen, tone = 'check' }: FlaggedValueProps) {
  return (
    <TooltipTrigger delay={delay} defaultOpen={defaultOpen}>
      <Focusable>
        {/* A button to assistive technology, so focusing it is announced with its description; pressing it
            does nothing of its own, so a table row around it still opens on Enter or a click. */}
        <span
          role="button"
          className={tone === 'note' ? styles.noted : styles.flagged}
          tabIndex={0}
          data-flagged={tone === 'check' ? '' : undefined}
        >
          {children}
          <span className={visuallyHidden}> ({note})</span>
        </span>
      </Focusable>
      <RACTooltip className={styles.tip} placement={placement} offset={6}>
        {details}
      </RACTooltip>
    </TooltipTrigger>
  );
}
