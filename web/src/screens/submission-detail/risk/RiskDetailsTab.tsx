import { useCallback, useState } from 'react';
import { isDecided, type ParseResult, type Property, type SourceFile, type Submission, type Vehicle } from '@workbench/core';
import { Button, DownloadIcon, PlusIcon, Tab, TabList, TabPanel, Table, Tabs, useToast } from '@workbench/ui-kit';
import { scheduleOedUrl, submissionCalls, useSubmissionMutation } from '../../../queries/submission-detail.queries.ts';
import { downloadUrl } from '../download.ts';
import { AddManuallyDialog } from './AddManuallyDialog.tsx';
import { downloadXlsx } from '../../../export/xlsx.ts';
import { scheduleWorkbook } from './exportSchedule.ts';
import { LocationPanel } from './LocationPanel.tsx';
import { toReviewedRow } from './review.ts';
import {
  LOCATIONS_EMPTY,
  LOCATIONS_EMPTY_DECIDED,
  VEHICLES_EMPTY,
  VEHICLES_EMPTY_DECIDED,
  locationColumns,
  vehicleColumns,
} from './schedule.tsx';
import type { PropertyDraft, VehicleDraft } from './ScheduleFields.tsx';
import { UploadBox } from './UploadBox.tsx';
import { useMappingReview } from '../../../components/MappingReviewDialog.tsx';
import { useExtraction, type Extracted } from './useExtraction.ts';
import { VehiclePanel } from './VehiclePanel.tsx';
import { LocationTotals, VehicleTotals } from './insuredValues.tsx';
import * as styles from './risk.css.ts';

type SubTab = 'locations' | 'vehicles';

/** Spec 'Risk Details': the location and fleet schedules, with upload extraction, manual entry, edit and export. */
export function RiskDetailsTab({ submission, queryId }: { submission: Submission; queryId: string }) {
  const { toast } = useToast();
  const id = submission.id;
  const [tab, setTab] = useState<SubTab>('locations');
  const [openLocationId, setOpenLocationId] = useState<string | null>(null);
  const [openVehicleId, setOpenVehicleId] = useState<string | null>(null);
  const [adding, setAdding] = useState<'location' | 'vehicle' | null>(null);

  const addProperties = useSubmissionMutation(queryId, (rows: PropertyDraft[]) => submissionCalls.addProperties(id, rows));
  const addVehicles = useSubmissionMutation(queryId, (rows: VehicleDraft[]) => submissionCalls.addVehicles(id, rows));
  const updateProperty = useSubmissionMutation(queryId, ({ row, draft }: { row: Property; draft: PropertyDraft }) =>
    submissionCalls.updateProperty(id, row.id, draft, row.version),
  );
  const updateVehicle = useSubmissionMutation(queryId, ({ row, draft }: { row: Vehicle; draft: VehicleDraft }) =>
    submissionCalls.updateVehicle(id, row.id, draft, row.version),
  );
  const removeProperty = useSubmissionMutation(queryId, (row: Property) => submissionCalls.deleteProperty(id, row.id));
  const removeVehicle = useSubmissionMutation(queryId, (row: Vehicle) => submissionCalls.deleteVehicle(id, row.id));

  const importSchedule = useSubmissionMutation(
    queryId,
    ({ file, rows }: { file: SourceFile; rows: { properties: PropertyDraft[]; vehicles: VehicleDraft[] } }) =>
      submissionCalls.importSchedule(id, file, rows),
  );

  const mappingReview = useMappingReview();
  const { review } = mappingReview;
  const onExtracted = useCallback(
    async (answer: ParseResult, file: File): Promise<Extracted | null> => {
      // Nothing is added until the broker has checked how the columns were read; the review says which rows
      // the same file gave before, which confirming replaces.
      const result = await review(file, answer, { clientId: submission.clientId, learn: true, onto: submission });
      if (!result) return null;
      // Saved right away, so the extracted rows persist and the history records the upload.
      const properties = result.properties.map(toReviewedRow);
      const vehicles = result.vehicles.map(toReviewedRow);
      let replaced: Extracted['replaced'];
      if (result.file && properties.length + vehicles.length > 0) {
        ({ replaced } = await importSchedule.mutateAsync({ file: result.file, rows: { properties, vehicles } }));
      } else {
        if (properties.length) await addProperties.mutateAsync(properties);
        if (vehicles.length) await addVehicles.mutateAsync(vehicles);
      }
      if (!properties.length && vehicles.length) setTab('vehicles');
      if (properties.length) setTab('locations');
      return { result, replaced };
    },
    [addProperties, addVehicles, importSchedule, review, submission],
  );
  const extraction = useExtraction(onExtracted, submission.clientId);

  const exportSchedule = () => {
    downloadXlsx(`${submission.submissionId}-schedule.xlsx`, scheduleWorkbook(submission.properties, submission.vehicles));
    toast({
      title: 'Export ready',
      description: `${submission.properties.length} locations and ${submission.vehicles.length} vehicles exported to Excel.`,
    });
  };

  const frozen = isDecided(submission.status);
  const openLocation = submission.properties.find((p) => p.id === openLocationId) ?? null;
  const openVehicle = submission.vehicles.find((v) => v.id === openVehicleId) ?? null;

  return (
    <div className={styles.layout}>
      {/* A decided submission's schedules stay as they were decided (the header says why): nothing to add. */}
      {frozen ? null : <UploadBox extraction={extraction} documents={submission.documents} />}
      {mappingReview.dialog}
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as SubTab)} variant="pill">
        <div className={styles.toolbar}>
          <TabList aria-label="Schedules">
            <Tab id="locations">Locations</Tab>
            <Tab id="vehicles">Vehicles</Tab>
          </TabList>
          <div className={styles.actions}>
            <Button variant="outline" onPress={exportSchedule}>
              <DownloadIcon />
              Export to Excel
            </Button>
            {tab === 'locations' && submission.properties.length > 0 && (
              // The locations as an OED location file, for a catastrophe modeller (staff only, as this screen).
              <Button variant="outline" onPress={() => downloadUrl(scheduleOedUrl(submission.id))}>
                <DownloadIcon />
                Export OED
              </Button>
            )}
            {frozen ? null : (
              <Button variant="secondary" onPress={() => setAdding(tab === 'vehicles' ? 'vehicle' : 'location')}>
                <PlusIcon />
                Add Manually
              </Button>
            )}
          </div>
        </div>
        <TabPanel id="locations">
          <Table
            title="Commercial Properties"
            className={styles.scheduleTable}
            columns={locationColumns}
            rows={submission.properties}
            emptyText={frozen ? LOCATIONS_EMPTY_DECIDED : LOCATIONS_EMPTY}
            searchable
            height={submission.properties.length > 200 ? '32rem' : undefined}
            stackOnPhone
            onRowAction={(row) => setOpenLocationId(row.id)}
          />
          <LocationTotals properties={submission.properties} />
        </TabPanel>
        <TabPanel id="vehicles">
          <Table
            title="Fleet Vehicles"
            className={styles.scheduleTable}
            columns={vehicleColumns}
            rows={submission.vehicles}
            emptyText={frozen ? VEHICLES_EMPTY_DECIDED : VEHICLES_EMPTY}
            searchable
            height={submission.vehicles.length > 200 ? '32rem' : undefined}
            stackOnPhone
            onRowAction={(row) => setOpenVehicleId(row.id)}
          />
          <VehicleTotals vehicles={submission.vehicles} />
        </TabPanel>
      </Tabs>
      <LocationPanel
        location={openLocation}
        onClose={() => setOpenLocationId(null)}
        onSave={(row, draft) => updateProperty.mutateAsync({ row, draft })}
        onRemove={(row) => removeProperty.mutateAsync(row)}
        readOnly={frozen}
      />
      <VehiclePanel
        vehicle={openVehicle}
        onClose={() => setOpenVehicleId(null)}
        onSave={(row, draft) => updateVehicle.mutateAsync({ row, draft })}
        onRemove={(row) => removeVehicle.mutateAsync(row)}
        readOnly={frozen}
      />
      <AddManuallyDialog
        kind={adding}
        onClose={() => setAdding(null)}
        onAddLocation={(draft) => addProperties.mutateAsync([draft])}
        onAddVehicle={(draft) => addVehicles.mutateAsync([draft])}
      />
    </div>
  );
}
