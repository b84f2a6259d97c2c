import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  DetailList,
  DropZone,
  SidePanel,
  Spinner,
  Table,
  TrashIcon,
  type TableColumn,
} from '@workbench/ui-kit';
import { readFrom, rowsReadFrom, type SourceFile } from '@workbench/core';
import { formatMoney, formatSquareFeet } from '../../format.ts';
import { PARSEABLE_ACCEPT } from '../../queries/documents.queries.ts';
import { parseSchedule } from '../../queries/wizard.queries.ts';
import { withKeys, type CoverageDraft, type PropertyRow, type VehicleRow } from './draft.ts';
import { keepScheduleFile } from './scheduleFiles.ts';
import { PropertyForm, VehicleForm } from './ItemForms.tsx';
import { useWizardDraft } from './useWizardDraft.ts';
import { useMappingReview } from '../../components/MappingReviewDialog.tsx';
import * as styles from './wizard.css.ts';
import { LocationTotals, tivText } from '../submission-detail/risk/insuredValues.tsx';

type Kind = 'property' | 'vehicle';

const dollars = (n: number | null | undefined) => formatMoney(n, { cents: 'never', missing: '' });
const money = (n: number | null | undefined, currency: string | null | undefined) =>
  n == null ? null : formatMoney(n, { cents: 'never', currency: currency || undefined });
const text = (value: unknown) => (value === null || value === undefined || value === '' ? '' : String(value));

/** The coverage's schedule: schedule upload, the table of rows with Remove, the selected row's details and the add form. */
export function ScheduleItems({
  kind,
  entry,
  onChange,
}: {
  kind: Kind;
  entry: CoverageDraft;
  onChange: (patch: Partial<CoverageDraft>) => void;
}) {
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const rows = kind === 'property' ? entry.properties : entry.vehicles;
  const selectedRow = rows.find((r) => r.key === selectedKey) ?? null;

  const append = (added: (PropertyRow | VehicleRow)[]) =>
    kind === 'property'
      ? onChange({ properties: [...entry.properties, ...(added as PropertyRow[])] })
      : onChange({ vehicles: [...entry.vehicles, ...(added as VehicleRow[])] });
  // A file read again takes the place of the rows it gave before, as on a saved submission.
  const replaceRowsOf = (file: SourceFile | undefined, added: (PropertyRow | VehicleRow)[]) => {
    const kept = (row: PropertyRow | VehicleRow) => file === undefined || !readFrom(row, file);
    if (kind === 'property') onChange({ properties: [...entry.properties.filter(kept), ...(added as PropertyRow[])] });
    else onChange({ vehicles: [...entry.vehicles.filter(kept), ...(added as VehicleRow[])] });
  };
  const remove = (key: string) => {
    if (selectedKey === key) setSelectedKey(null);
    if (kind === 'property') onChange({ properties: entry.properties.filter((r) => r.key !== key) });
    else onChange({ vehicles: entry.vehicles.filter((r) => r.key !== key) });
  };

  return (
    <div className={styles.stack}>
      <ScheduleUpload kind={kind} entry={entry} onRows={replaceRowsOf} />
      <div>
        {kind === 'property' ? (
          <Table<PropertyRow>
            title={`Properties (${entry.properties.length})`}
            aria-label="Properties"
            columns={propertyColumns(remove)}
            rows={entry.properties}
            rowKey={(r) => r.key}
            emptyText="No properties added yet. Upload a spreadsheet or add a property below."
            onRowAction={(r) => setSelectedKey(r.key)}
          />
        ) : (
          <Table<VehicleRow>
            title={`Vehicles (${entry.vehicles.length})`}
            aria-label="Vehicles"
            columns={vehicleColumns(remove)}
            rows={entry.vehicles}
            rowKey={(r) => r.key}
            emptyText="No vehicles added yet. Upload a spreadsheet or add a vehicle below."
            onRowAction={(r) => setSelectedKey(r.key)}
          />
        )}
        {kind === 'property' ? <LocationTotals properties={entry.properties} /> : null}
        <RowPanel kind={kind} row={selectedRow} onClose={() => setSelectedKey(null)} />
      </div>
      {kind === 'property' ? <PropertyForm onAdd={(row) => append([row])} /> : <VehicleForm onAdd={(row) => append([row])} />}
    </div>
  );
}

function removeColumn<T extends { key: string }>(remove: (key: string) => void, name: (row: T) => string): TableColumn<T> {
  return {
    id: 'actions',
    header: 'Actions',
    hideHeader: true,
    align: 'end',
    text: () => '',
    cell: (row) => (
      <Button variant="ghost" size="sm" onPress={() => remove(row.key)} aria-label={`Remove ${name(row)}`}>
        <TrashIcon />
        Remove
      </Button>
    ),
  };
}

const propertyColumns = (remove: (key: string) => void): TableColumn<PropertyRow>[] => [
  { id: 'name', header: 'Name', isRowHeader: true, text: (r) => text(r.name) },
  { id: 'address', header: 'Address', text: (r) => text(r.address) },
  { id: 'city', header: 'City', text: (r) => text(r.city) },
  { id: 'state', header: 'State', text: (r) => text(r.state) },
  { id: 'constructionType', header: 'Construction', text: (r) => text(r.constructionType) },
  { id: 'yearBuilt', header: 'Year Built', text: (r) => text(r.yearBuilt) },
  { id: 'tiv', header: 'Total Insured Value', align: 'end', text: (r) => tivText(r) },
  removeColumn<PropertyRow>(remove, (r) => text(r.name) || 'property'),
];

const vehicleColumns = (remove: (key: string) => void): TableColumn<VehicleRow>[] => [
  { id: 'make', header: 'Make', isRowHeader: true, text: (r) => text(r.make) },
  { id: 'model', header: 'Model', text: (r) => text(r.model) },
  { id: 'year', header: 'Year', text: (r) => text(r.year) },
  { id: 'vin', header: 'VIN', text: (r) => text(r.vin) },
  { id: 'value', header: 'Value', align: 'end', text: (r) => dollars(r.value) },
  { id: 'usage', header: 'Usage', text: (r) => text(r.usage) },
  removeColumn<VehicleRow>(remove, (r) => [r.year, r.make, r.model].filter(Boolean).join(' ') || 'vehicle'),
];

/** The selected row's details in a side panel. */
function RowPanel({ kind, row, onClose }: { kind: Kind; row: PropertyRow | VehicleRow | null; onClose: () => void }) {
  let title = kind === 'property' ? 'Location Details' : 'Vehicle Details';
  let items: { label: string; value: string | null }[] = [];
  if (row && kind === 'property') {
    const p = row as PropertyRow;
    items = [
      { label: 'Name', value: text(p.name) },
      { label: 'Address', value: text(p.address) },
      { label: 'City', value: text(p.city) },
      { label: 'State', value: text(p.state) },
      { label: 'ZIP Code', value: text(p.zipCode) },
      { label: 'Year Built', value: text(p.yearBuilt) },
      { label: 'Construction Type', value: text(p.constructionType) },
      { label: 'Occupancy Type', value: text(p.occupancyType) },
      { label: 'Square Footage', value: p.squareFootage != null ? formatSquareFeet(p.squareFootage) : null },
      { label: 'Stories', value: text(p.stories) },
      { label: 'Sprinklered', value: p.sprinklered == null ? null : p.sprinklered ? 'Yes' : 'No' },
      { label: 'Ownership', value: text(p.ownership) },
      { label: 'Building Value', value: money(p.buildingValue, p.currency) },
      { label: 'Contents Value', value: money(p.contentsValue, p.currency) },
      { label: 'Business Interruption', value: money(p.biValue, p.currency) },
      { label: 'Other Value', value: money(p.otherValue, p.currency) },
      { label: 'Total Insured Value', value: tivText(p) || null },
    ];
  } else if (row) {
    const v = row as VehicleRow;
    title = [v.year, v.make, v.model].filter(Boolean).join(' ') || title;
    items = [
      { label: 'Fleet ID', value: text(v.fleetId) },
      { label: 'Usage', value: text(v.usage) },
      { label: 'VIN', value: text(v.vin) },
      { label: 'Make', value: text(v.make) },
      { label: 'Model', value: text(v.model) },
      { label: 'Year', value: text(v.year) },
      { label: 'Value', value: v.value != null ? dollars(v.value) : null },
    ];
  }
  return (
    <SidePanel title={title} isOpen={row !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DetailList items={items} />
    </SidePanel>
  );
}

/**
 * Upload a schedule, of any kind the document reader takes: POST /api/documents/parse?type=..., the rows
 * added in place of those the same file gave before; failures in an alert titled Error. The file is kept
 * to be stored with the submission once it is saved.
 */
function ScheduleUpload({
  kind,
  entry,
  onRows,
}: {
  kind: Kind;
  entry: CoverageDraft;
  onRows: (file: SourceFile | undefined, rows: (PropertyRow | VehicleRow)[]) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const plural = kind === 'property' ? 'properties' : 'vehicles';
  const { draft } = useWizardDraft();
  const clientId = draft.client?.id ?? null;
  const { review, dialog } = useMappingReview();
  // Only this coverage's list is read, so only its rows can be the ones a file read again replaces.
  const onto = kind === 'property' ? { properties: entry.properties, vehicles: [] } : { properties: [], vehicles: entry.vehicles };
  const parse = useMutation({
    // The rows are added only once the broker has checked how the columns were read.
    mutationFn: async (file: File) => review(file, await parseSchedule(file, kind), { kind, clientId, learn: true, onto }),
    onMutate: () => {
      setProblem(null);
      setAdded(null);
    },
    onSuccess: (result, file) => {
      if (!result) {
        setAdded(null);
        return;
      }
      const rows = kind === 'property' ? result.properties : result.vehicles;
      if (!rows || rows.length === 0) {
        setProblem(`No ${plural} found in the document`);
        return;
      }
      if (result.file) void keepScheduleFile(result.file, file);
      const earlier = rowsReadFrom(onto, result.file);
      const replaced = earlier.properties.length + earlier.vehicles.length;
      onRows(result.file, withKeys(rows.map((row) => ({ ...row, sourceFile: result.file ?? null }))) as (PropertyRow | VehicleRow)[]);
      const count = (n: number) => `${n} ${n === 1 ? (kind === 'property' ? 'property' : 'vehicle') : plural}`;
      setAdded(
        replaced > 0
          ? `Read ${count(rows.length)} from ${file.name} again, in place of the ${count(replaced)} it gave before.`
          : `Added ${count(rows.length)} from ${file.name}.`,
      );
    },
    onError: () => setProblem('Failed to parse document'),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Upload Schedule</CardTitle>
        <CardDescription>
          Add {plural} from a schedule: a spreadsheet, CSV, PDF or image. The file is kept with the submission once it is saved.
        </CardDescription>
      </CardHeader>
      <CardContent className={styles.stack}>
        <DropZone
          accept={PARSEABLE_ACCEPT}
          extraFiles="first"
          isDisabled={parse.isPending}
          title={`Drop a schedule of ${plural} here`}
          hint={PARSEABLE_ACCEPT.join(', ')}
          browseLabel="Upload Schedule"
          onFiles={(files) => {
            const file = files[0];
            if (file) parse.mutate(file);
          }}
          onReject={() => setAdded(null)}
        />
        {parse.isPending ? <Spinner label="Reading schedule..." showLabel /> : null}
        {problem ? (
          <Alert variant="destructive" title="Error">
            {problem}
          </Alert>
        ) : null}
        {added ? <Alert variant="success">{added}</Alert> : null}
        {dialog}
      </CardContent>
    </Card>
  );
}
