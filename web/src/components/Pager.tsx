import { Button, ChevronLeftIcon, ChevronRightIcon } from '@workbench/ui-kit';
import { formatNumber } from '../format.ts';
import * as styles from './Pager.css.ts';

interface PagerProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  label: string;
  isFetching?: boolean;
}

/** 'Showing 51–100 of 100,000' with previous and next buttons, for server-paged tables. */
export function Pager({ page, pageSize, total, onPageChange, label, isFetching }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className={styles.pager} aria-label={label}>
      <span className={styles.summary} aria-live="polite" aria-busy={isFetching || undefined}>
        Showing {formatNumber(first)}–{formatNumber(last)} of {formatNumber(total)}
      </span>
      <span className={styles.buttons}>
        <Button variant="outline" size="sm" isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
          <ChevronLeftIcon />
          Previous
        </Button>
        <span className={styles.position}>
          Page {formatNumber(page)} of {formatNumber(pages)}
        </span>
        <Button variant="outline" size="sm" isDisabled={page >= pages} onPress={() => onPageChange(page + 1)}>
          Next
          <ChevronRightIcon />
        </Button>
      </span>
    </nav>
  );
}
