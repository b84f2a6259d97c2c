import { isOpenStatus, type Policy } from '@workbench/core';
import { Link, ProgressBar } from '@workbench/ui-kit';
import { CustomerStatusBadge } from '../../components/badges.tsx';
import { formatDate, formatMoney, productLabel } from '../../format.ts';
import type { PortfolioSubmission } from './portfolio.ts';
import * as styles from './CustomerDashboard.css.ts';

/** One submission: number, customer badge, product, due date, 'Edit →' ('View →' once decided) and its progress. */
export function SubmissionItem({ item }: { item: PortfolioSubmission }) {
  const { summary, progress } = item;
  return (
    <li className={styles.item} aria-label={summary.submissionId}>
      <div className={styles.itemHead}>
        <span className={styles.itemTitle}>
          {summary.submissionId}
          <CustomerStatusBadge status={summary.status} />
        </span>
        <Link href={`/customer/submissions/${summary.id}`}>{isOpenStatus(summary.status) ? 'Edit →' : 'View →'}</Link>
      </div>
      <div className={styles.itemMeta}>
        <span className={styles.metaValue}>{productLabel(summary.product)}</span>
        <span>Due: {formatDate(summary.dueDate)}</span>
      </div>
      <ProgressBar aria-label={`${summary.submissionId} progress`} value={progress ?? 0} />
    </li>
  );
}

/** One policy: number, badge, product, premium, effective and expiry dates, 'View Details →'. */
export function PolicyItem({ policy }: { policy: Policy }) {
  return (
    <li className={styles.item} aria-label={policy.policyNumber}>
      <div className={styles.itemHead}>
        <span className={styles.itemTitle}>
          {policy.policyNumber}
          <CustomerStatusBadge status={policy.status} />
        </span>
        <Link href={`/customer/policies/${policy.id}`}>View Details →</Link>
      </div>
      <div className={styles.itemMeta}>
        <span className={styles.metaValue}>{productLabel(policy.product)}</span>
        <span>
          Premium: <span className={styles.metaValue}>{formatMoney(policy.premium, { cents: 'always' })}</span>
        </span>
        <span>Effective: {formatDate(policy.effectiveDate)}</span>
        <span>Expires: {formatDate(policy.expirationDate)}</span>
      </div>
    </li>
  );
}
