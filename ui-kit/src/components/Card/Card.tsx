import { useId, type HTMLAttributes, type ReactNode } from 'react';
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

export interface SectionCardProps {
  /** The heading's id; the region is named by the heading, so it is listed among the page's landmarks. */
  id?: string;
  title: string;
  /** A line under the heading. */
  description?: ReactNode;
  /** Buttons or badges at the right end of the header. */
  actions?: ReactNode;
  /** Heading level, so the card fits the page outline; a card of a page is level 2. */
  level?: 2 | 3 | 4;
  /** Extra class for the content area (a stacked layout, say). */
  contentClassName?: string;
  children: ReactNode;
}

/**
 * A card that is a named region of its page: a heading (with optional description and actions) and its
 * content. Pages made of cards (a client, a carrier, a claim, a policy) build each card with it, so every
 * card is reachable as a landmark under its own title.
 */
export function SectionCard({ id, title, description, actions, level = 2, contentClassName, children }: SectionCardProps) {
  const ownId = useId();
  const headingId = id ?? ownId;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardHeader actions={actions}>
        <CardTitle level={level} id={headingId}>
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
