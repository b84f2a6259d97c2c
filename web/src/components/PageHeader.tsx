import type { ReactNode } from 'react';
import { toastClearance } from '@workbench/ui-kit';
import * as styles from './PageHeader.css.ts';

/** A screen's h1, its one-line description and the screen's main actions (which toasts keep clear of). */
export function PageHeader({ title, subtitle, actions }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <header className={styles.header} {...(actions ? toastClearance : {})}>
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}

/** The padded, width-limited area a screen draws in. */
export function Page({ children }: { children: ReactNode }) {
  return <div className={styles.page}>{children}</div>;
}
