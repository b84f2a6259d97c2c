import { useQuery } from '@tanstack/react-query';
import { PRODUCT_LABELS, REVIEW_SERVICE_LEVEL_DAYS, type Product } from '@workbench/core';
import { Card, CardContent } from '@workbench/ui-kit';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { currentUserQueryOptions } from '../../queries/auth.queries.ts';
import { DecisionQueueTable } from './DecisionQueueTable.tsx';
import * as styles from './DecisionQueue.css.ts';

const SERVICE_LEVELS = (Object.entries(REVIEW_SERVICE_LEVEL_DAYS) as Array<[Product, number]>)
  .sort(([, a], [, b]) => a - b)
  .map(([product, days]) => `${PRODUCT_LABELS[product]} ${days} working ${days === 1 ? 'day' : 'days'}`)
  .join(', ');

/** The underwriting queue: submissions sent for review that wait for a broker manager's or insurer's decision. */
export function DecisionQueue() {
  const { data: me } = useQuery(currentUserQueryOptions());
  return (
    <Page>
      <PageHeader title="Waiting for decision" subtitle="Submissions sent for underwriting review, soonest due first" />
      <Card>
        <CardContent>
          <DecisionQueueTable me={me ?? undefined} title="Submissions in review" />
        </CardContent>
      </Card>
      <p className={styles.levels}>Due within each product's service level from when it was sent: {SERVICE_LEVELS}.</p>
    </Page>
  );
}
