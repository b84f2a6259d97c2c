import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, DocumentIcon, EmptyState, FolderIcon, Link, Spinner } from '@workbench/ui-kit';
import { CustomerStatusBadge } from '../../components/badges.tsx';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { useErrorToast } from '../../components/useErrorToast.ts';
import { formatDate, formatMoney, productLabel } from '../../format.ts';
import { policyQueryOptions } from '../../queries/customer.queries.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { PolicyItem, SubmissionItem } from './PortfolioItems.tsx';
import { usePortfolio } from './portfolio.ts';
import * as styles from './CustomerDashboard.css.ts';
import { CustomerPolicyChanges } from '../policies/PolicyDetail.tsx';
import { PolicyConversation } from '../work-hub/ThreadPane.tsx';
import { LossHistorySection } from '../parties/LossHistorySection.tsx';

/** /customer/submissions: every submission shared with the customer, newest change first. */
export function CustomerSubmissionsScreen() {
  const { submissions, isLoading, summariesQuery } = usePortfolio();
  useErrorToast(summariesQuery, 'Failed to load submissions');
  return (
    <Page>
      <PageHeader title="Submissions" subtitle="Your insurance applications and how far along each one is." />
      {summariesQuery.isError ? (
        <LoadFailed what="Your submissions" onRetry={() => void summariesQuery.refetch()} />
      ) : isLoading ? (
        <Spinner label="Loading submissions" />
      ) : submissions.length === 0 ? (
        <EmptyState
          headingLevel={2}
          icon={<FolderIcon />}
          title="No submissions found"
          description="When your broker shares an insurance application with you, it shows here with what it still needs from you."
        />
      ) : (
        <ul className={styles.list} aria-label="Submissions">
          {submissions.map((item) => (
            <SubmissionItem key={item.summary.id} item={item} />
          ))}
        </ul>
      )}
    </Page>
  );
}

/** /customer/policies: the customer's policies, whatever their status. */
export function CustomerPoliciesScreen() {
  const { policies, isLoading, policiesQuery } = usePortfolio();
  useErrorToast(policiesQuery, 'Failed to load policies');
  return (
    <Page>
      <PageHeader title="Policies" subtitle="Your insurance policies, their premiums and their terms." />
      {policiesQuery.isError ? (
        <LoadFailed what="Your policies" onRetry={() => void policiesQuery.refetch()} />
      ) : isLoading ? (
        <Spinner label="Loading policies" />
      ) : policies.length === 0 ? (
        <EmptyState
          headingLevel={2}
          icon={<DocumentIcon />}
          title="No active policies found"
          description="When your broker places a policy for you, it shows here with its premium and its dates."
        />
      ) : (
        <ul className={styles.list} aria-label="Policies">
          {policies.map((policy) => (
            <PolicyItem key={policy.id} policy={policy} />
          ))}
        </ul>
      )}
    </Page>
  );
}

/** /customer/policies/{id}: one policy. */
export function CustomerPolicyScreen({ id }: { id: string }) {
  const { data: policy, isPending, isError } = useQuery(policyQueryOptions(id));
  if (isPending) return <Spinner label="Loading policy" />;
  if (isError || !policy) {
    return (
      <Page>
        <PageHeader title="Policy not found" subtitle="This policy does not exist or is not yours to see." />
        <Link href="/customer/policies">Back to Policies</Link>
      </Page>
    );
  }
  const rows: [string, React.ReactNode][] = [
    ['Policy Number', policy.policyNumber],
    ['Status', <CustomerStatusBadge key="status" status={policy.status} />],
    ['Product', productLabel(policy.product)],
    ['Premium', formatMoney(policy.premium, { cents: 'always' })],
    ['Effective', formatDate(policy.effectiveDate)],
    ['Expires', formatDate(policy.expirationDate)],
  ];
  return (
    <Page>
      <PageHeader
        title={policy.policyNumber}
        subtitle={productLabel(policy.product)}
        actions={<Link href="/customer/policies">Back to Policies</Link>}
      />
      <Card>
        <CardContent>
          <dl className={styles.details}>
            {rows.map(([term, value]) => (
              <div key={term} className={styles.detailRow}>
                <dt className={styles.detailTerm}>{term}</dt>
                <dd className={styles.detailValue}>{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <CustomerPolicyChanges policyId={policy.id} />
      <LossHistorySection clientId={policy.clientId} />
      <PolicyConversation policyId={policy.id} />
    </Page>
  );
}
