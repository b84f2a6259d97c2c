import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MARKET_STATUS_LABELS, type CarrierDeskItem } from '@workbench/core';
import { EmptyState, FolderIcon, Link, Spinner, Table, type TableColumn } from '@workbench/ui-kit';
import { MarketStatusBadge } from '../../components/badges.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { useErrorToast } from '../../components/useErrorToast.ts';
import { formatDate, formatNumber, productLabel } from '../../format.ts';
import { carrierDeskQueryOptions } from '../../queries/carrier-desk.queries.ts';

export const deskPath = (submissionId: string) => `/carrier-desk/${encodeURIComponent(submissionId)}`;

/** /carrier-desk: the submissions the broker sent to the underwriter's carrier, the most recently sent first. */
export function CarrierDeskList() {
  const desk = useQuery(carrierDeskQueryOptions());
  useErrorToast(desk, 'Failed to load the submissions sent to your carrier');
  const columns = useMemo<TableColumn<CarrierDeskItem>[]>(
    () => [
      {
        id: 'submissionId',
        header: 'Submission',
        isRowHeader: true,
        cell: (item) => <Link href={deskPath(item.submissionId)}>{item.submissionId}</Link>,
      },
      { id: 'client', header: 'Client' },
      { id: 'product', header: 'Product', text: (item) => productLabel(item.product) },
      {
        id: 'status',
        header: 'Status',
        text: (item) => MARKET_STATUS_LABELS[item.status],
        cell: (item) => <MarketStatusBadge status={item.status} />,
      },
      { id: 'lastSentAt', header: 'Last sent', text: (item) => formatDate(item.lastSentAt), sortValue: (item) => item.lastSentAt },
      { id: 'quotes', header: 'Quotes', align: 'end', text: (item) => formatNumber(item.quotes) },
    ],
    [],
  );
  return (
    <Page>
      <PageHeader
        title="Carrier desk"
        subtitle="The submissions the broker sent your carrier: read the package, then quote, indicate or decline."
      />
      {desk.isError ? (
        <LoadFailed what="Your carrier's submissions" onRetry={() => void desk.refetch()} />
      ) : desk.isPending ? (
        <Spinner label="Loading submissions" />
      ) : desk.data.length === 0 ? (
        <EmptyState
          headingLevel={2}
          icon={<FolderIcon />}
          title="Nothing has been sent to your carrier yet."
          description="When the broker sends your carrier a submission's package, it shows here."
        />
      ) : (
        <Table
          title={`Submissions sent to ${desk.data[0]!.carrier}`}
          columns={columns}
          rows={desk.data}
          rowKey={(item) => item.submissionId}
          showCount
          stackOnPhone
        />
      )}
    </Page>
  );
}
