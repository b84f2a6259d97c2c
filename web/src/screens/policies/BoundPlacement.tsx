import { useQuery } from '@tanstack/react-query';
import { CLIENT_CONFIRMATION_LABELS, commissionOf, type Property, type QuoteTerm, type Vehicle } from '@workbench/core';
import { Card, CardContent, CardHeader, CardTitle, Link, Table, type TableColumn } from '@workbench/ui-kit';
import { formatDate, formatDateTime, formatMoney, formatVehicleValue } from '../../format.ts';
import { policyPlacementQueryOptions } from '../../queries/policies.queries.ts';
import { LocationTotals } from '../submission-detail/risk/insuredValues.tsx';
import * as styles from '../claims/claims.css.ts';

const amount = (n: number | null) => (n === null ? '—' : formatMoney(n, { cents: 'if-any' }));

const COVERAGE_COLUMNS: TableColumn<QuoteTerm>[] = [
  { id: 'coverage', header: 'Coverage', isRowHeader: true },
  { id: 'limit', header: 'Limit', align: 'end', text: (t) => amount(t.limit) },
  { id: 'deductible', header: 'Deductible', align: 'end', text: (t) => amount(t.deductible) },
];

type Location = Partial<Property>;
type Car = Partial<Vehicle>;

const LOCATION_COLUMNS: TableColumn<Location>[] = [
  { id: 'name', header: 'Location', isRowHeader: true, text: (p) => p.name ?? '—' },
  { id: 'address', header: 'Address', text: (p) => [p.address, p.city, p.state].filter(Boolean).join(', ') || '—' },
  { id: 'tiv', header: 'Total Insured Value', align: 'end', text: (p) => amount(p.tiv ?? null) },
];

const VEHICLE_COLUMNS: TableColumn<Car>[] = [
  { id: 'vin', header: 'VIN', isRowHeader: true, text: (v) => v.vin ?? '—' },
  { id: 'vehicle', header: 'Vehicle', text: (v) => [v.year, v.make, v.model].filter(Boolean).join(' ') || '—' },
  { id: 'value', header: 'Value', align: 'end', text: (v) => formatVehicleValue(v.value, { missing: '—' }) },
];

/**
 * What was bound into the policy, as it stood at binding: the carrier, each coverage's limit and deductible,
 * premium, taxes and fees, and the schedule it covered. Staff and the policy's own customer read it; a policy
 * no placement bound shows nothing.
 */
export function BoundPlacementSection({ policyId, staff }: { policyId: string; staff: boolean }) {
  const query = useQuery(policyPlacementQueryOptions(policyId));
  const bound = query.data;
  if (!bound) return null;
  const locations = bound.schedule.properties as Location[];
  const vehicles = bound.schedule.vehicles as Car[];
  const commission = commissionOf(bound.premium, bound.commissionRate);
  const facts: [string, string][] = [
    ['Carrier', bound.carrier],
    ['Policy period', `${formatDate(bound.effectiveDate)} to ${formatDate(bound.expirationDate)}`],
    ['Premium', amount(bound.premium)],
    ['Taxes', amount(bound.taxes)],
    ['Fees', amount(bound.fees)],
    ['Total cost', amount(bound.total)],
    ...(bound.subjectivities.length ? [['Subjectivities', bound.subjectivities.join('; ')] as [string, string]] : []),
    ['Bound', `${formatDateTime(bound.boundAt)}${staff ? ` by ${bound.boundBy}` : ''}`],
    // The firm's earnings and how the client's word was taken are the firm's record, not the client's.
    ...(staff
      ? ([
          ['Commission', commission === null ? 'Not stated' : `${amount(commission)} (${bound.commissionRate}%)`],
          [
            'Client confirmation',
            `${CLIENT_CONFIRMATION_LABELS[bound.confirmation]}${bound.confirmationNote ? `: ${bound.confirmationNote}` : ''}`,
          ],
        ] as [string, string][])
      : []),
  ];
  return (
    <Card as="section" aria-labelledby="policy-bound">
      <CardHeader>
        <CardTitle level={2} id="policy-bound">
          What Was Bound
        </CardTitle>
      </CardHeader>
      <CardContent className={styles.stack}>
        <dl className={styles.details}>
          {facts.map(([term, value]) => (
            <div key={term} className={styles.detailRow}>
              <dt className={styles.detailTerm}>{term}</dt>
              <dd className={styles.detailValue}>{value}</dd>
            </div>
          ))}
          {staff ? (
            <div className={styles.detailRow}>
              <dt className={styles.detailTerm}>Placed from</dt>
              <dd className={styles.detailValue}>
                <Link href={`/submissions/${bound.submissionRef}`}>{bound.submissionRef}</Link>
              </dd>
            </div>
          ) : null}
        </dl>
        <Table
          title="Coverages"
          columns={COVERAGE_COLUMNS}
          rows={bound.coverages}
          rowKey={(t) => t.coverage}
          emptyText="The quote named no coverages."
        />
        {locations.length ? (
          <Table
            title="Locations at binding"
            columns={LOCATION_COLUMNS}
            rows={locations}
            rowKey={(p) => p.id ?? JSON.stringify(p)}
            showCount
          />
        ) : null}
        {/* The schedule's total insured value as bound: the figure the wizard's schedule step and the summary show. */}
        <LocationTotals properties={locations} />
        {vehicles.length ? (
          <Table
            title="Vehicles at binding"
            columns={VEHICLE_COLUMNS}
            rows={vehicles}
            rowKey={(v) => v.id ?? JSON.stringify(v)}
            showCount
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
