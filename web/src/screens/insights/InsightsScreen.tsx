import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  PRODUCTS,
  PRODUCT_LABELS,
  RATING_LABEL_NAMES,
  SUBMISSION_STATUSES,
  ratingTone,
  statusLabel,
  statusTone,
  type ClientPremium,
  type Insights,
} from '@workbench/core';
import { AlertCircleIcon, Button, DatePicker, EmptyState, MetricTile, Select, Table, type TableColumn } from '@workbench/ui-kit';
import { Chart, type ChartTone } from '@workbench/ui-kit/charts';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { useErrorToast } from '../../components/useErrorToast.ts';
import { formatDate, formatMoney, formatNumber } from '../../format.ts';
import { insightsQueryOptions } from '../../queries/insights.queries.ts';
import { insightsRequest, type InsightsSearchValues } from './insightsSearch.ts';
import * as styles from './insights.css.ts';

const ALL = 'all';
// US English, as every other date in the app: 'Sep 2026', not the British 'Sept 2026'.
const monthName = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** '2026-03' reads 'Mar 2026'. */
const monthLabel = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));
const money = (n: number) => formatMoney(n, { cents: 'never' });
/** Axis money stays short: '$1.2M', '$350K'. */
const compactMoney = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
const days = (n: number) => `${formatNumber(n, { decimals: 1 })} d`;
const daysText = (n: number | null) => (n === null ? 'No data' : `${formatNumber(n, { decimals: 1 })} days`);
const share = (part: number, whole: number) => (whole === 0 ? '' : `${Math.round((100 * part) / whole)}% of received`);

const clientColumns: TableColumn<ClientPremium>[] = [
  { id: 'client', header: 'Client', isRowHeader: true, minWidth: 180 },
  { id: 'submissions', header: 'Submissions', align: 'end', cell: (c) => formatNumber(c.submissions) },
  { id: 'boundPremium', header: 'Bound premium', align: 'end', cell: (c) => money(c.boundPremium) },
  { id: 'quotedPremium', header: 'Quoted premium', align: 'end', cell: (c) => money(c.quotedPremium) },
];

function Filters({
  search,
  data,
  go,
}: {
  search: InsightsSearchValues;
  data: Insights | undefined;
  go: (next: InsightsSearchValues) => void;
}) {
  const choose = (key: keyof InsightsSearchValues) => (value: string | number | null) =>
    go({ ...search, [key]: value === ALL || value === null || value === '' ? undefined : String(value) });
  const producers = data?.options.producers ?? [];
  const carriers = data?.options.carriers ?? [];
  const anySet = Object.values(search).some((v) => v !== undefined);
  return (
    <div className={styles.filters}>
      <DatePicker label="From" value={search.from ?? data?.filter.from ?? null} onChange={choose('from')} />
      <DatePicker label="To" value={search.to ?? data?.filter.to ?? null} onChange={choose('to')} />
      <Select
        label="Product"
        items={[{ id: ALL, label: 'All products' }, ...PRODUCTS.map((p) => ({ id: p, label: PRODUCT_LABELS[p] }))]}
        selectedKey={search.product ?? ALL}
        onSelectionChange={choose('product')}
      />
      <Select
        label="Producer"
        items={[{ id: ALL, label: 'All producers' }, ...producers.map((p) => ({ id: p.id, label: p.name }))]}
        selectedKey={search.producer && producers.some((p) => p.id === search.producer) ? search.producer : ALL}
        onSelectionChange={choose('producer')}
      />
      <Select
        label="Carrier"
        items={[{ id: ALL, label: 'All carriers' }, ...carriers.map((c) => ({ id: c, label: c }))]}
        selectedKey={search.carrier && carriers.includes(search.carrier) ? search.carrier : ALL}
        onSelectionChange={choose('carrier')}
      />
      <Button variant="outline" isDisabled={!anySet} onPress={() => go({})}>
        Reset filters
      </Button>
    </div>
  );
}

function Figures({ data }: { data: Insights }) {
  const months = data.months.map((m) => monthLabel(m.month));
  const { funnel, sla } = data;
  return (
    <>
      <section className={styles.tiles} aria-label="Key figures">
        <MetricTile label="Submissions received" value={formatNumber(funnel.received)} />
        <MetricTile label="Quoted" value={formatNumber(funnel.quoted)} hint={share(funnel.quoted, funnel.received)} />
        <MetricTile label="Bound" value={formatNumber(funnel.bound)} hint={share(funnel.bound, funnel.received)} />
        <MetricTile label="Median time to quote" value={daysText(data.medianDaysToQuote)} hint="From receipt to first quote" />
        <MetricTile
          label="Median time to decision"
          value={daysText(data.medianDaysToDecision)}
          hint="From receipt to approval or rejection"
        />
        <MetricTile
          label="SLA breaches"
          value={formatNumber(sla.breaches)}
          hint={`${sla.overdue} overdue, ${sla.missed} decided late (${sla.breachRate}% of due)`}
        />
      </section>
      <div className={styles.charts}>
        <Chart
          title="Pipeline funnel"
          description="Submissions received in the period, how many were quoted and how many bound"
          kind="bar"
          layout="horizontal"
          height={150}
          categories={['Received', 'Quoted', 'Bound']}
          categoryHeader="Stage"
          categoryTones={['primary', 'blue', 'green']}
          series={[{ name: 'Submissions', values: [funnel.received, funnel.quoted, funnel.bound] }]}
        />
        <Chart
          title="Pipeline by status"
          description="Where the period’s submissions stand now"
          kind="bar"
          height={150}
          categories={SUBMISSION_STATUSES.map(statusLabel)}
          categoryHeader="Status"
          categoryTones={data.pipeline.map((p) => statusTone(p.status) as ChartTone)}
          series={[{ name: 'Submissions', values: data.pipeline.map((p) => p.count) }]}
        />
        <Chart
          title="Submissions by month"
          description="Submissions received each month"
          kind="bar"
          categories={months}
          categoryHeader="Month"
          series={[{ name: 'Submissions', values: data.months.map((m) => m.submissions) }]}
        />
        <Chart
          title="Premium by month"
          description="Best quote per submission, and premium bound, by month received"
          kind="bar"
          categories={months}
          categoryHeader="Month"
          formatValue={(n) => compactMoney.format(n)}
          series={[
            { name: 'Quoted premium', values: data.months.map((m) => m.quotedPremium), tone: 'blue' },
            { name: 'Bound premium', values: data.months.map((m) => m.boundPremium), tone: 'green' },
          ]}
        />
        <Chart
          title="Median time to quote and to decision"
          description="Days from receipt, by month received"
          kind="line"
          categories={months}
          categoryHeader="Month"
          formatValue={days}
          series={[
            { name: 'To quote', values: data.months.map((m) => m.medianDaysToQuote), tone: 'blue' },
            { name: 'To decision', values: data.months.map((m) => m.medianDaysToDecision), tone: 'purple' },
          ]}
        />
        <Chart
          title="Hit ratio by carrier"
          description="Bound quotes as a share of the quotes each carrier gave"
          kind="bar"
          layout="horizontal"
          height={Math.max(120, 36 * data.carriers.length)}
          categories={data.carriers.map((c) => `${c.carrier} (${c.bound} of ${c.quoted})`)}
          categoryHeader="Carrier (bound of quoted)"
          formatValue={(n) => `${n}%`}
          emptyText="No quotes for these filters"
          series={[{ name: 'Hit ratio', values: data.carriers.map((c) => c.hitRatio), tone: 'primary' }]}
        />
        <Chart
          title="Rating distribution"
          description="Risk rating of the period’s submissions"
          kind="bar"
          layout="horizontal"
          height={170}
          categories={data.ratings.map((r) => RATING_LABEL_NAMES[r.label])}
          categoryHeader="Rating"
          categoryTones={data.ratings.map((r) => ratingTone(r.label) as ChartTone)}
          series={[{ name: 'Submissions', values: data.ratings.map((r) => r.count) }]}
        />
        <Chart
          title="Due dates and SLA breaches"
          description={`${sla.withDueDate} submissions with a due date; breaches are overdue or decided late`}
          kind="bar"
          layout="horizontal"
          height={170}
          categories={['On track', 'Overdue', 'Decided on time', 'Decided late']}
          categoryHeader="Outcome"
          categoryTones={['blue', 'red', 'green', 'orange']}
          series={[{ name: 'Submissions', values: [sla.onTrack, sla.overdue, sla.met, sla.missed] }]}
        />
      </div>
      <section className={styles.stack} aria-labelledby="top-clients">
        <h2 id="top-clients" className={styles.sectionTitle}>
          Top clients by premium
        </h2>
        <Table
          aria-label="Top clients by premium"
          columns={clientColumns}
          rows={data.topClients}
          emptyText="No clients for these filters"
        />
      </section>
    </>
  );
}

/** Insights: the book's figures for managers and brokers, filtered by period, product, producer and carrier. */
export function InsightsScreen({ search }: { search: InsightsSearchValues }) {
  const navigate = useNavigate();
  const query = useQuery(insightsQueryOptions(insightsRequest(search)));
  useErrorToast(query, 'Failed to load insights');
  const go = (next: InsightsSearchValues) => void navigate({ to: '/insights', search: next });
  const data = query.data;
  return (
    <Page>
      <PageHeader
        title="Insights"
        subtitle="How the book is moving: what came in, what was quoted and bound, how fast, and what is late."
      />
      <div className={styles.stack}>
        <Filters search={search} data={data} go={go} />
        {data ? (
          <p className={styles.period} aria-live="polite">
            Submissions received {formatDate(data.filter.from)} to {formatDate(data.filter.to)}
            {query.isFetching ? ' (updating)' : ''}
          </p>
        ) : null}
        {query.isError && !data ? (
          <EmptyState
            headingLevel={2}
            icon={<AlertCircleIcon />}
            title="Insights could not be loaded"
            description={query.error instanceof Error ? query.error.message : undefined}
            actions={
              <Button variant="outline" onPress={() => void query.refetch()}>
                Try again
              </Button>
            }
          />
        ) : data ? (
          <Figures data={data} />
        ) : (
          <p className={styles.period}>Loading insights…</p>
        )}
      </div>
    </Page>
  );
}
