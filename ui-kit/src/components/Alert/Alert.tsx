import type { HTMLAttributes, ReactNode } from 'react';
import { AlertCircleIcon, AlertTriangleIcon, CheckCircleIcon, InfoIcon } from '../../icons/Icon.tsx';
import { cx } from '../../styles/cx.ts';
import * as styles from './Alert.css.ts';

export type AlertVariant = 'info' | 'success' | 'warning' | 'destructive' | 'neutral';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  variant?: AlertVariant;
  title?: ReactNode;
  /** Replaces the variant's icon; `null` shows none. */
  icon?: ReactNode;
  /** Buttons or links at the right end. */
  actions?: ReactNode;
  /**
   * 'alert' interrupts screen readers (use for errors that just happened); 'status' is polite;
   * 'none' for messages present when the page loads. Defaults to 'alert' for destructive, else 'status'.
   */
  live?: 'alert' | 'status' | 'none';
}

const icons: Record<AlertVariant, ReactNode> = {
  info: <InfoIcon />,
  success: <CheckCircleIcon />,
  warning: <AlertTriangleIcon />,
  destructive: <AlertCircleIcon />,
  neutral: <InfoIcon />,
};

/** An inline message: info, success, warning (amber) or destructive. */
export function Alert({ variant = 'info', title, icon, actions, live, className, children, ...props }: AlertProps) {
  const role = live ?? (variant === 'destructive' ? 'alert' : 'status');
  const shownIcon = icon === undefined ? icons[variant] : icon;
  return (
    <div {...props} role={role === 'none' ? undefined : role} data-variant={variant} className={cx(styles.alert({ variant }), className)}>
      {shownIcon ? <span className={styles.iconWrap}>{shownIcon}</span> : null}
      <div className={styles.body}>
        {title ? <div className={styles.title}>{title}</div> : null}
        {children ? <div className={styles.description}>{children}</div> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
