import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../styles/cx.ts';
import * as styles from './MetricTile.css.ts';

export interface MetricTileProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  label: string;
  value: ReactNode;
  /** A line under the value ('vs last month', a trend badge). */
  hint?: ReactNode;
  icon?: ReactNode;
}

/** A dashboard figure: label, big value, optional hint. Screen readers hear 'label: value'. */
export function MetricTile({ label, value, hint, icon, className, ...props }: MetricTileProps) {
  const id = useId();
  return (
    <section {...props} aria-labelledby={id} className={cx(styles.tile, className)}>
      <div className={styles.header}>
        <h3 id={id} className={styles.label}>
          {label}
        </h3>
        {icon ? <span className={styles.icon}>{icon}</span> : null}
      </div>
      <p className={styles.value}>{value}</p>
      {hint ? <div className={styles.hint}>{hint}</div> : null}
    </section>
  );
}
