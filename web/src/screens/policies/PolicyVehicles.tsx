import type { ScheduledVehicle } from '@workbench/core';
import { SectionCard, Table, type TableColumn } from '@workbench/ui-kit';
import { formatVehicleValue } from '../../format.ts';
import * as styles from '../claims/claims.css.ts';

type Row = ScheduledVehicle & { key: string };

const COLUMNS: TableColumn<Row>[] = [
  { id: 'vin', header: 'VIN', isRowHeader: true, text: (v) => v.vin ?? '—' },
  { id: 'vehicle', header: 'Vehicle', text: (v) => [v.year, v.make, v.model].filter(Boolean).join(' ') || '—' },
  { id: 'value', header: 'Value', align: 'end', text: (v) => formatVehicleValue(v.value, { missing: '—' }) },
  { id: 'since', header: 'On since', text: (v) => (v.since === 1 ? 'Binding' : `Version ${v.since}`) },
];

/**
 * The policy's vehicle schedule as it stands: the vehicles bound, with those its endorsements added and
 * without those they removed, each with the version it came on with. A policy with no vehicles shows nothing.
 */
export function PolicyVehicles({ vehicles }: { vehicles: readonly ScheduledVehicle[] | undefined }) {
  if (!vehicles?.length) return null;
  const rows = vehicles.map((v, i) => ({ ...v, key: `${v.vin ?? ''}-${v.since}-${i}` }));
  return (
    <SectionCard contentClassName={styles.stack} id="policy-vehicles" title="Vehicle schedule">
      <Table title="Scheduled vehicles" columns={COLUMNS} rows={rows} rowKey={(v) => v.key} showCount />
    </SectionCard>
  );
}
