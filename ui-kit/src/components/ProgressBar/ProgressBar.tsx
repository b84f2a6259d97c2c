import type { ReactNode } from 'react';
import {
  Label,
  ProgressBar as RACProgressBar,
  composeRenderProps,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
import * as styles from './ProgressBar.css.ts';

export interface ProgressBarProps extends Omit<RACProgressBarProps, 'children'> {
  label?: ReactNode;
  /** Show the percentage beside the label (on by default). */
  showValue?: boolean;
}

/**
 * A progress bar from 0 to `maxValue` (100), with label and percentage (or `valueLabel`, e.g. '1.2 MB
 * received'). `isIndeterminate` says work goes on without a known end: a band moves along the track.
 */
export function ProgressBar({ label, showValue = true, maxValue = 100, className, ...props }: ProgressBarProps) {
  return (
    <RACProgressBar
      {...props}
      maxValue={maxValue}
      className={composeRenderProps(className, (c) => [styles.root, c].filter(Boolean).join(' '))}
    >
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label || showValue ? (
            <div className={styles.header}>
              {label ? <Label className={styles.label}>{label}</Label> : <span />}
              {showValue ? <span className={styles.value}>{valueText ?? props.valueLabel}</span> : null}
            </div>
          ) : null}
          <div className={styles.track}>
            {isIndeterminate ? (
              <div className={styles.indeterminate} />
            ) : (
              <div className={styles.fill} style={{ width: `${Math.min(100, Math.max(0, percentage ?? 0))}%` }} />
            )}
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
