import { cx } from '../../styles/cx.ts';
import { visuallyHidden } from '../../styles/shared.css.ts';
import { spinner, wrapper, type SpinnerVariants } from './Spinner.css.ts';

export interface SpinnerProps extends SpinnerVariants {
  /** Announced to screen readers (and shown when `showLabel`). */
  label?: string;
  showLabel?: boolean;
  /** Decorative spinners (inside a pending button) are hidden from assistive technology. */
  decorative?: boolean;
  className?: string;
}

/** An indeterminate loading indicator. */
export function Spinner({ label = 'Loading', showLabel = false, decorative = false, size, className }: SpinnerProps) {
  if (decorative) return <span aria-hidden="true" className={cx(spinner({ size }), className)} />;
  return (
    <span role="status" className={cx(wrapper, className)}>
      <span aria-hidden="true" className={spinner({ size })} />
      <span className={showLabel ? undefined : visuallyHidden}>{label}</span>
    </span>
  );
}
