import {
  Breadcrumb as RACBreadcrumb,
  Breadcrumbs as RACBreadcrumbs,
  Link,
  composeRenderProps,
  type BreadcrumbProps as RACBreadcrumbProps,
  type BreadcrumbsProps as RACBreadcrumbsProps,
  type LinkProps,
} from 'react-aria-components';
import { ChevronRightIcon } from '../../icons/Icon.tsx';
import * as styles from './Breadcrumbs.css.ts';

export interface BreadcrumbsProps<T extends object> extends RACBreadcrumbsProps<T> {
  /** Name of the surrounding navigation landmark. */
  'aria-label'?: string;
}

/** A trail of links; the last item is the current page. Wrapped in a labelled nav landmark. */
export function Breadcrumbs<T extends object>({ 'aria-label': label = 'Breadcrumb', className, ...props }: BreadcrumbsProps<T>) {
  return (
    <nav aria-label={label}>
      <RACBreadcrumbs {...props} className={[styles.list, className].filter(Boolean).join(' ')} />
    </nav>
  );
}

export interface BreadcrumbProps extends Omit<RACBreadcrumbProps, 'children'> {
  href?: LinkProps['href'];
  children: React.ReactNode;
}

export function Breadcrumb({ href, children, className, ...props }: BreadcrumbProps) {
  return (
    <RACBreadcrumb {...props} className={composeRenderProps(className, (c) => [styles.item, c].filter(Boolean).join(' '))}>
      {({ isCurrent }) => (
        <>
          {/* A step without an address is a label, not a link: nothing to focus or press. */}
          {href !== undefined || isCurrent ? (
            <Link href={href} className={styles.link}>
              {children}
            </Link>
          ) : (
            <span className={styles.text}>{children}</span>
          )}
          {isCurrent ? null : <ChevronRightIcon className={styles.separator} />}
        </>
      )}
    </RACBreadcrumb>
  );
}
