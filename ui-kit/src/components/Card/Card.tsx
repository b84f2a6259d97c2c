import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../styles/cx.ts';
import * as styles from './Card.css.ts';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** 'section' with an aria-labelledby makes the card a landmark region; 'div' is plain. */
  as?: 'div' | 'section' | 'article';
}

/** A surface grouping related content. Compose with CardHeader, CardTitle, CardDescription, CardContent, CardFooter. */
export function Card({ as: Tag = 'div', className, ...props }: CardProps) {
  return <Tag {...props} className={cx(styles.card, className)} />;
}

export interface CardHeaderProps extends HTMLAttributes<HTMLDivElement> {
  /** Content placed at the right end of the header (buttons, badges). */
  actions?: ReactNode;
}
export function CardHeader({ className, actions, children, ...props }: CardHeaderProps) {
  return (
    <div {...props} className={cx(styles.header, className)}>
      {actions ? (
        <div className={styles.headerRow}>
          <div>{children}</div>
          <div>{actions}</div>
        </div>
      ) : (
        children
      )}
    </div>
  );
}

export interface CardTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Heading level, so the card fits the page outline. */
  level?: 2 | 3 | 4;
}
export function CardTitle({ level = 3, className, ...props }: CardTitleProps) {
  const Tag = `h${level}` as const;
  return <Tag {...props} className={cx(styles.title, className)} />;
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p {...props} className={cx(styles.description, className)} />;
}

export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={cx(styles.content, className)} />;
}

export function CardFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={cx(styles.footer, className)} />;
}
