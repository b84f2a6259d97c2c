import type { HTMLAttributes } from 'react';
import type { Tone } from '../../theme/tokens.ts';
import { cx } from '../../styles/cx.ts';
import { badge, dot as dotStyle, outlineTone, solidTone } from './Badge.css.ts';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: Tone;
  appearance?: 'soft' | 'solid' | 'outline';
  size?: 'sm' | 'md';
  shape?: 'pill' | 'rounded';
  /** A small coloured dot before the text. */
  dot?: boolean;
}

/** A short label or count in one of the theme's tones. */
export function Badge({ tone = 'neutral', appearance = 'soft', size, shape, dot, className, children, ...props }: BadgeProps) {
  return (
    <span
      {...props}
      className={cx(
        badge({ tone, size, shape }),
        appearance === 'solid' && solidTone[tone],
        appearance === 'outline' && outlineTone[tone],
        className,
      )}
    >
      {dot ? <span aria-hidden="true" className={dotStyle} /> : null}
      {children}
    </span>
  );
}
