import { PROPERTY_FIELDS, PropertyInputSchema, type Property } from '@workbench/core';
import { formatSquareFeet, orNotAvailable, yesNo } from '../../../format.ts';
import { PropertyFields, propertyDraft, type PropertyDraft } from './ScheduleFields.tsx';
import { ScheduleRowPanel, scheduleLabels, type ScheduleRowKind } from './ScheduleRowPanel.tsx';
import { insuredValueDetails } from './insuredValues.tsx';

const location: ScheduleRowKind<Property, PropertyDraft> = {
  noun: 'location',
  schema: PropertyInputSchema,
  toDraft: propertyDraft,
  title: (_row, editing) => (editing ? 'Edit Location' : 'Location Details'),
  description: (row) => row?.name ?? undefined,
  name: (value) => value.address ?? value.name ?? 'The location',
  details: (row, flag) => [
    { label: 'Address', value: flag('address', orNotAvailable(row.address)) },
    { label: 'City', value: flag('city', orNotAvailable(row.city)) },
    { label: 'State', value: flag('state', orNotAvailable(row.state)) },
    { label: 'ZIP Code', value: flag('zipCode', orNotAvailable(row.zipCode)) },
    { label: 'Year Built', value: flag('yearBuilt', orNotAvailable(row.yearBuilt)) },
    { label: 'Construction Type', value: flag('constructionType', orNotAvailable(row.constructionType)) },
    { label: 'Occupancy Type', value: flag('occupancyType', orNotAvailable(row.occupancyType)) },
    { label: 'Square Footage', value: flag('squareFootage', formatSquareFeet(row.squareFootage)) },
    { label: 'Stories', value: flag('stories', orNotAvailable(row.stories)) },
    { label: 'Sprinklered', value: flag('sprinklered', yesNo(row.sprinklered)) },
    { label: 'Ownership', value: flag('ownership', orNotAvailable(row.ownership)) },
    ...insuredValueDetails(row).map(({ field, label, value }) => ({ label, value: flag(field, value) })),
  ],
  Fields: PropertyFields,
  labels: scheduleLabels(PROPERTY_FIELDS),
};

interface LocationPanelProps {
  location: Property | null;
  onClose: () => void;
  onSave: (row: Property, draft: PropertyDraft) => Promise<unknown>;
  onRemove: (row: Property) => Promise<unknown>;
  readOnly?: boolean;
}

/** Spec 'Location Details'. */
export function LocationPanel({ location: row, ...handlers }: LocationPanelProps) {
  return <ScheduleRowPanel kind={location} row={row} {...handlers} />;
}
