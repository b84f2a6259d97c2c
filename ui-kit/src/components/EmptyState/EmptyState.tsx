import type { HTMLAttributes, ReactNode } from 'react';
import { InboxIcon } from '../../icons/Icon.tsx';
import { cx } from '../../styles/cx.ts';
import * as styles from './EmptyState.css.ts';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** Buttons, e.g. 'Add Property'. */
  actions?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

/** What a list shows when it has nothing yet ('No Properties'). */
export function EmptyState({ title, description, icon, actions, headingLevel = 3, className, ...props }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...props} className={cx(styles.root, className)}>
      <span className={styles.icon}>{icon ?? <InboxIcon />}</span>
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
