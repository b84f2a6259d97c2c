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

/** A determinate progress bar from 0 to `maxValue` (100), with label and percentage. */
export function ProgressBar({ label, showValue = true, maxValue = 100, className, ...props }: ProgressBarProps) {
  return (
    <RACProgressBar
      {...props}
      maxValue={maxValue}
      className={composeRenderProps(className, (c) => [styles.root, c].filter(Boolean).join(' '))}
    >
      {({ percentage, valueText }) => (
        <>
          {label || showValue ? (
            <div className={styles.header}>
              {label ? <Label className={styles.label}>{label}</Label> : <span />}
              {showValue ? <span className={styles.value}>{valueText}</span> : null}
            </div>
          ) : null}
          <div className={styles.track}>
            <div className={styles.fill} style={{ width: `${Math.min(100, Math.max(0, percentage ?? 0))}%` }} />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
