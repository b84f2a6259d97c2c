import {
  DEFAULT_CURRENCY,
  insuredValueTotals,
  resolveTiv,
  tivMismatch,
  type InsuredValueTotals,
  type Property,
  type PropertyInput,
  type Vehicle,
} from '@workbench/core';
import { FlaggedValue, type TableColumn } from '@workbench/ui-kit';
import { reviewValue } from '../../../components/ReviewValue.tsx';
import { formatMoney, formatVehicleValue } from '../../../format.ts';
import * as styles from './insuredValues.css.ts';

/** A location's amount in its own currency, whole units; blank when not stated. */
const amount = (value: number | null, currency: string) => formatMoney(value, { cents: 'never', currency, missing: '' });

/**
 * The insured value columns of the location schedule, right-aligned so the amounts line up; the total
 * first, so it stays in view beside the address on a narrower screen. Other values are in the details and
 * the totals.
 */
export const insuredValueColumns: TableColumn<Property>[] = [
  {
    id: 'tiv',
    header: 'TIV',
    align: 'end',
    width: 96,
    isSortable: true,
    text: (row) => tivText(row),
    cell: (row) => <TivCell row={row} />,
    sortValue: (row) => row.tiv,
  },
  ...(
    [
      ['buildingValue', 'Building Value'],
      ['contentsValue', 'Contents'],
      ['biValue', 'Business Interruption'],
    ] as const
  ).map(
    ([id, header]): TableColumn<Property> => ({
      id,
      header,
      align: 'end',
      isSortable: true,
      text: (row) => amount(row[id], row.currency),
      cell: (row) => reviewValue(row, id, amount(row[id], row.currency)),
      sortValue: (row) => row[id],
    }),
  ),
];

/**
 * A location's total as read aloud and searched, a summed one saying so. A row not saved yet has no total
 * but the sum of its values, which is what it will be stored with.
 */
export function tivText(row: PropertyInput, missing = ''): string {
  const { tiv, tivComputed } = row.tivComputed === undefined ? resolveTiv(row) : { tiv: row.tiv ?? null, tivComputed: row.tivComputed };
  const currency = row.currency || DEFAULT_CURRENCY;
  return tiv === null ? missing : `${amount(tiv, currency)}${tivComputed ? ' (sum of values)' : ''}`;
}

/** Why a stated total needs a look when its parts come to something else, or null when they agree. */
export function tivMismatchText(row: PropertyInput): string | null {
  const mismatch = tivMismatch(row);
  if (!mismatch) return null;
  const currency = row.currency || DEFAULT_CURRENCY;
  return `Building, contents, BI and other add up to ${amount(mismatch.partsSum, currency)}, not the stated ${amount(mismatch.tiv, currency)}`;
}

function TivCell({ row }: { row: Property }) {
  if (row.tiv === null) return reviewValue(row, 'tiv', '');
  const mismatch = tivMismatchText(row);
  if (mismatch)
    return (
      <span className={styles.tiv} data-tiv-mismatch="">
        <FlaggedValue note={mismatch} details={mismatch}>
          {amount(row.tiv, row.currency)}
        </FlaggedValue>
      </span>
    );
  return (
    <span className={styles.tiv}>
      {reviewValue(row, 'tiv', amount(row.tiv, row.currency))}
      {row.tivComputed && (
        <span className={styles.computed} title="No total was stated: this is the sum of the location's values">
          {' '}
          (sum)
        </span>
      )}
    </span>
  );
}

/** The location's values as the details panel lists them. */
export function insuredValueDetails(row: Property): { field: keyof Property & string; label: string; value: string }[] {
  const shown = (value: number | null) => formatMoney(value, { cents: 'never', currency: row.currency });
  return [
    { field: 'buildingValue', label: 'Building Value', value: shown(row.buildingValue) },
    { field: 'contentsValue', label: 'Contents Value', value: shown(row.contentsValue) },
    { field: 'biValue', label: 'Business Interruption', value: shown(row.biValue) },
    { field: 'otherValue', label: 'Other Value', value: shown(row.otherValue) },
    {
      field: 'tiv',
      label: 'Total Insured Value',
      value:
        row.tiv === null
          ? shown(null)
          : `${shown(row.tiv)}${row.tivComputed ? ' (sum of the values above)' : ''}${tivMismatch(row) ? ` (${tivMismatchText(row)})` : ''}`,
    },
    { field: 'currency', label: 'Currency', value: row.currency },
  ];
}

const PARTS: [keyof InsuredValueTotals, string][] = [
  ['buildingValue', 'Building'],
  ['contentsValue', 'Contents'],
  ['biValue', 'Business interruption'],
  ['otherValue', 'Other'],
];

/**
 * The schedule's insured values summed per currency, under the table: each part any location states and
 * the total insured value, so the schedule's size reads at a glance. Each currency gets a line of its own.
 */
export function LocationTotals({ properties }: { properties: Parameters<typeof insuredValueTotals>[0] }) {
  const totals = insuredValueTotals(properties);
  if (totals.length === 0) return null;
  return (
    <section className={styles.totals} aria-label="Location totals">
      {totals.map((t) => (
        <dl key={t.currency} className={styles.line}>
          <div className={styles.item}>
            <dt className={styles.term}>Locations ({t.currency})</dt>
            <dd className={styles.value}>{t.locations}</dd>
          </div>
          {PARTS.filter(([key]) => t[key] !== 0).map(([key, label]) => (
            <div key={key} className={styles.item}>
              <dt className={styles.term}>{label}</dt>
              <dd className={styles.value}>{formatMoney(t[key] as number, { cents: 'never', currency: t.currency })}</dd>
            </div>
          ))}
          <div className={styles.item}>
            <dt className={styles.term}>Total insured value</dt>
            <dd className={styles.total}>{formatMoney(t.tiv, { cents: 'never', currency: t.currency })}</dd>
          </div>
        </dl>
      ))}
    </section>
  );
}

/** The fleet's vehicles and their value summed, under the vehicle table. */
export function VehicleTotals({ vehicles }: { vehicles: readonly Vehicle[] }) {
  if (vehicles.length === 0) return null;
  const valued = vehicles.filter((v) => v.value !== null);
  const total = valued.reduce((sum, v) => sum + (v.value ?? 0), 0);
  return (
    <section className={styles.totals} aria-label="Vehicle totals">
      <dl className={styles.line}>
        <div className={styles.item}>
          <dt className={styles.term}>Vehicles</dt>
          <dd className={styles.value}>{vehicles.length}</dd>
        </div>
        <div className={styles.item}>
          <dt className={styles.term}>Total vehicle value</dt>
          <dd className={styles.total}>
            {formatVehicleValue(total)}
            {valued.length < vehicles.length && (
              <span className={styles.computed}> ({vehicles.length - valued.length} without a value)</span>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** The total insured value of a submission's locations, per currency ('$12,500,000' or '$1,000,000 + €500,000'). */
export function totalInsuredValueText(properties: readonly Property[]): string | null {
  const totals = insuredValueTotals(properties).filter((t) => t.tiv > 0);
  if (totals.length === 0) return null;
  return totals.map((t) => formatMoney(t.tiv, { cents: 'never', currency: t.currency })).join(' + ');
}

/** A vehicle's value, right-aligned like the location amounts. */
export const vehicleValueColumn: TableColumn<Vehicle> = {
  id: 'value',
  header: 'Value',
  align: 'end',
  isSortable: true,
  text: (row) => formatVehicleValue(row.value, { missing: '' }),
  cell: (row) => reviewValue(row, 'value', formatVehicleValue(row.value, { missing: '' })),
  sortValue: (row) => row.value,
};
