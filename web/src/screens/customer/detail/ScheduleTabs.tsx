import { useState } from 'react';
import {
  Badge,
  BuildingIcon,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EditIcon,
  EmptyState,
  PlusIcon,
  TrashIcon,
  Table,
  useToast,
  type TableColumn,
  type ToastOptions,
} from '@workbench/ui-kit';
import { plural, type ParseResult } from '@workbench/core';
import { NA, formatMoney, formatNumber, orNotAvailable } from '../../../format.ts';
import { PropertyForm, VehicleForm } from './RowForm.tsx';
import { reviewValue, type ReviewedRow } from '../../../components/ReviewValue.tsx';
import { UploadWidget } from './UploadWidget.tsx';
import { LocationTotals, tivText } from '../../submission-detail/risk/insuredValues.tsx';
import { RESET_AFTER_SUCCESS_MS } from './uploadRules.ts';
import type { AddOutcome, DraftStatus, PropertyRow, ScheduleDraft, VehicleRow } from './scheduleDraft.ts';
import * as styles from './SubmissionDetail.css.ts';

/**
 * Only one toast shows at a time, so the 'Properties Added' / 'Vehicles Added' toast waits until the
 * upload widget resets; 'Document processed successfully' stays readable until then.
 */
function useFollowUpToast() {
  const { toast } = useToast();
  return (options: ToastOptions) => setTimeout(() => toast(options), RESET_AFTER_SUCCESS_MS);
}

/** A column whose cells are highlighted, with where they came from, while they await a check. */
function flagged<R extends ReviewedRow>(column: TableColumn<R> & { text: (row: R) => string }): TableColumn<R> {
  return { ...column, cell: (row) => reviewValue(row, column.id, column.text(row)) };
}

const NOUNS = { property: ['property', 'properties'], vehicle: ['vehicle', 'vehicles'] } as const;

/**
 * Adds the rows a document gave, leaving out those already on the submission (the same document read twice),
 * and says what happened: how many were added, and how many were skipped as already there.
 */
function useAddExtracted(kind: 'property' | 'vehicle', add: (rows: never[], options: { skipDuplicates: boolean }) => AddOutcome) {
  const { toast } = useToast();
  const followUp = useFollowUpToast();
  const [one, many] = NOUNS[kind];
  const count = (n: number) => plural(n, one, many);
  return (rows: object[]) => {
    if (rows.length === 0) {
      toast({ title: `No ${many} found`, description: `No ${many} found in the document` });
      return;
    }
    const { added, skipped } = add(rows as never[], { skipDuplicates: true });
    const skippedNote = skipped > 0 ? ` ${count(skipped)} already on it ${skipped === 1 ? 'was' : 'were'} skipped.` : '';
    if (added === 0) {
      followUp({
        title: `No new ${many}`,
        description: `All ${count(skipped)} in the document ${skipped === 1 ? 'is' : 'are'} already on your submission.`,
      });
      return;
    }
    const title = `${many.charAt(0).toUpperCase()}${many.slice(1)} Added`;
    followUp({ title, description: `${count(added)} ${added === 1 ? 'has' : 'have'} been added to your submission.${skippedNote}` });
  };
}

/** Edit, and Remove where the customer may remove the row (a new one always; a saved one before review). */
function RowActions({
  label,
  canRemove,
  onEdit,
  onRemove,
}: {
  label: string;
  canRemove: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <span className={styles.rowActions}>
      <Button variant="ghost" size="sm" aria-label={`Edit ${label}`} onPress={onEdit}>
        <EditIcon /> Edit
      </Button>
      {canRemove ? (
        <Button variant="ghost" size="sm" aria-label={`Remove ${label}`} onPress={onRemove}>
          <TrashIcon /> Remove
        </Button>
      ) : null}
    </span>
  );
}

/** 'New' or 'Edited' beside rows that 'Save Changes' has not sent yet. */
function RowState({ status }: { status: DraftStatus }) {
  if (status === 'saved') return null;
  return (
    <Badge tone={status === 'added' ? 'blue' : 'amber'} size="sm">
      {status === 'added' ? 'New' : 'Edited'}
    </Badge>
  );
}

interface TabProps {
  draft: ScheduleDraft;
  /** Saved rows may be removed (the submission is not yet under review); new rows always may. */
  canRemoveSaved: boolean;
}

export function PropertiesTab({ draft, canRemoveSaved }: TabProps) {
  const [editing, setEditing] = useState<PropertyRow | 'new' | null>(null);
  const addExtracted = useAddExtracted('property', draft.addProperties);
  const onExtracted = (result: ParseResult) => addExtracted(result.properties ?? []);

  const columns: TableColumn<PropertyRow>[] = [
    {
      id: 'name',
      header: 'Name',
      isRowHeader: true,
      text: (r) => r.name || 'Unnamed',
      cell: (r) => (
        <span className={styles.nameCell}>
          {r.name || 'Unnamed'} <RowState status={r.draftStatus} />
        </span>
      ),
    },
    flagged({ id: 'address', header: 'Address', text: (r) => orNotAvailable(r.address, NA) }),
    flagged({ id: 'constructionType', header: 'Construction', text: (r) => orNotAvailable(r.constructionType, NA) }),
    flagged({ id: 'occupancyType', header: 'Occupancy', text: (r) => orNotAvailable(r.occupancyType, NA) }),
    flagged({ id: 'yearBuilt', header: 'Year Built', text: (r) => orNotAvailable(r.yearBuilt, NA) }),
    flagged({ id: 'squareFootage', header: 'Sq Ft', align: 'end', text: (r) => formatNumber(r.squareFootage, { missing: NA }) }),
    flagged({
      id: 'tiv',
      header: 'Total Insured Value',
      align: 'end',
      text: (r) => tivText(r, NA),
    }),
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      text: () => 'Edit',
      cell: (r) => (
        <RowActions
          label={r.name || 'Unnamed'}
          canRemove={canRemoveSaved || r.draftStatus === 'added'}
          onEdit={() => setEditing(r)}
          onRemove={() => draft.removeProperty(r.id)}
        />
      ),
    },
  ];

  return (
    <div className={styles.tabBody}>
      <Card as="section" aria-labelledby="properties-title">
        <CardHeader
          actions={
            <Button size="sm" onPress={() => setEditing('new')}>
              <PlusIcon /> Add Property
            </Button>
          }
        >
          <CardTitle level={2} id="properties-title">
            Properties
          </CardTitle>
          <CardDescription>The locations on this submission. Rows you add, edit or remove are kept with Save Changes.</CardDescription>
        </CardHeader>
        <CardContent>
          {editing ? (
            <div className={styles.formSlot}>
              <PropertyForm
                key={editing === 'new' ? 'new' : editing.id}
                row={editing === 'new' ? undefined : editing}
                onCancel={() => setEditing(null)}
                onSubmit={(row) => {
                  if (editing === 'new') draft.addProperties([row]);
                  else draft.editProperty(editing.id, row);
                  setEditing(null);
                }}
              />
            </div>
          ) : null}
          {draft.properties.length === 0 ? (
            <EmptyState
              headingLevel={3}
              icon={<BuildingIcon />}
              title="No Properties"
              description="There are no properties associated with this submission yet."
            />
          ) : (
            <>
              <Table aria-label="Properties" columns={columns} rows={draft.properties} stackOnPhone />
              <LocationTotals properties={draft.properties} />
            </>
          )}
        </CardContent>
      </Card>
      <Card as="section" aria-labelledby="properties-upload-title">
        <CardHeader>
          <CardTitle level={2} id="properties-upload-title">
            Add Properties from Document
          </CardTitle>
          <CardDescription>Upload a schedule of locations and we will add its properties to this submission.</CardDescription>
        </CardHeader>
        <CardContent>
          <UploadWidget kind="property" onExtracted={onExtracted} />
        </CardContent>
      </Card>
    </div>
  );
}

export function VehiclesTab({ draft, canRemoveSaved }: TabProps) {
  const [editing, setEditing] = useState<VehicleRow | 'new' | null>(null);
  const addExtracted = useAddExtracted('vehicle', draft.addVehicles);
  const onExtracted = (result: ParseResult) => addExtracted(result.vehicles ?? []);

  const columns: TableColumn<VehicleRow>[] = [
    {
      id: 'make',
      header: 'Make',
      isRowHeader: true,
      text: (r) => orNotAvailable(r.make, NA),
      cell: (r) => (
        <span className={styles.nameCell}>
          {orNotAvailable(r.make, NA)} <RowState status={r.draftStatus} />
        </span>
      ),
    },
    flagged({ id: 'model', header: 'Model', text: (r) => orNotAvailable(r.model, NA) }),
    flagged({ id: 'year', header: 'Year', text: (r) => orNotAvailable(r.year, NA) }),
    flagged({ id: 'vin', header: 'VIN', text: (r) => orNotAvailable(r.vin, NA) }),
    flagged({ id: 'value', header: 'Value', align: 'end', text: (r) => formatMoney(r.value, { cents: 'never', missing: NA }) }),
    flagged({ id: 'usage', header: 'Usage', text: (r) => orNotAvailable(r.usage, NA) }),
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      text: () => 'Edit',
      cell: (r) => (
        <RowActions
          label={[r.make, r.model].filter(Boolean).join(' ') || 'vehicle'}
          canRemove={canRemoveSaved || r.draftStatus === 'added'}
          onEdit={() => setEditing(r)}
          onRemove={() => draft.removeVehicle(r.id)}
        />
      ),
    },
  ];

  return (
    <div className={styles.tabBody}>
      <Card as="section" aria-labelledby="vehicles-title">
        <CardHeader
          actions={
            <Button size="sm" onPress={() => setEditing('new')}>
              <PlusIcon /> Add Vehicle
            </Button>
          }
        >
          <CardTitle level={2} id="vehicles-title">
            Vehicles
          </CardTitle>
          <CardDescription>The fleet on this submission. Rows you add, edit or remove are kept with Save Changes.</CardDescription>
        </CardHeader>
        <CardContent>
          {editing ? (
            <div className={styles.formSlot}>
              <VehicleForm
                key={editing === 'new' ? 'new' : editing.id}
                row={editing === 'new' ? undefined : editing}
                onCancel={() => setEditing(null)}
                onSubmit={(row) => {
                  if (editing === 'new') draft.addVehicles([row]);
                  else draft.editVehicle(editing.id, row);
                  setEditing(null);
                }}
              />
            </div>
          ) : null}
          {draft.vehicles.length === 0 ? (
            <EmptyState headingLevel={3} title="No Vehicles" description="There are no vehicles associated with this submission yet." />
          ) : (
            <Table aria-label="Vehicles" columns={columns} rows={draft.vehicles} stackOnPhone />
          )}
        </CardContent>
      </Card>
      <Card as="section" aria-labelledby="vehicles-upload-title">
        <CardHeader>
          <CardTitle level={2} id="vehicles-upload-title">
            Add Vehicles from Document
          </CardTitle>
          <CardDescription>Upload a fleet schedule and we will add its vehicles to this submission.</CardDescription>
        </CardHeader>
        <CardContent>
          <UploadWidget kind="vehicle" onExtracted={onExtracted} />
        </CardContent>
      </Card>
    </div>
  );
}
