import type { HTMLAttributes } from 'react';
import { cx } from '../../styles/cx.ts';
import { vars } from '../../theme/contract.css.ts';
import { visuallyHidden } from '../../styles/shared.css.ts';
import * as styles from './Skeleton.css.ts';

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  /** CSS width/height (a theme space value or any length). */
  width?: string;
  height?: string;
  circle?: boolean;
}

/** A grey placeholder block shown while content loads; decorative. */
export function Skeleton({ width = '100%', height = vars.space['4'], circle, className, style, ...props }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      {...props}
      className={cx(styles.skeleton, className)}
      style={{ width, height, borderRadius: circle ? vars.radius.full : undefined, ...style }}
    />
  );
}

export interface SkeletonTextProps {
  lines?: number;
  /** Announced once for the whole placeholder. */
  label?: string;
}

/** Several lines of placeholder text, announced as loading. */
export function SkeletonText({ lines = 3, label = 'Loading' }: SkeletonTextProps) {
  return (
    <div role="status" className={styles.group}>
      <span className={visuallyHidden}>{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i === lines - 1 ? '60%' : '100%'} />
      ))}
    </div>
  );
}
