import type { ReactNode } from 'react';
import { SCHEDULE_FIELD_LABELS, awaitsReview, describeSource, type CellSources, type ScheduleField } from '@workbench/core';
import { AlertTriangleIcon, FlaggedValue, visuallyHidden } from '@workbench/ui-kit';
import * as styles from './ReviewValue.css.ts';

/** A schedule row as far as its review flags go: the fields to check, and where each extracted cell came from. */
export interface ReviewedRow {
  needsReview?: readonly string[];
  sources?: CellSources;
}

const FALLBACK = ['Extracted with low confidence: please check'];

/**
 * A schedule value as shown: plain, or, while it awaits a person's check, highlighted with where it came from
 * on hover or keyboard focus (sheet, row, column, the text or code as written and any correction suggested).
 * A value decoded from a code, not to check, is underlined and tells the code it was written as.
 */
export function reviewValue(row: ReviewedRow, field: string, text: string): ReactNode {
  const source = row.sources?.[field];
  if (!awaitsReview(row, field)) {
    if (source?.code === undefined || !text) return text;
    return (
      <FlaggedValue
        tone="note"
        note="decoded from a code"
        details={describeSource(source, { toCheck: false }).map((line) => <span key={line}>{line}</span>)}
      >
        {text}
      </FlaggedValue>
    );
  }
  const lines = source ? describeSource(source) : FALLBACK;
  return (
    <FlaggedValue note="needs review" details={lines.map((line) => <span key={line}>{line}</span>)}>
      {text || '—'}
    </FlaggedValue>
  );
}

/**
 * The values of a row awaiting a check that its table has no column for (a location's sprinklered), named on
 * the row, so every flagged value shows in the table and not only in the row's details.
 */
export function ReviewedElsewhere({ row, shown }: { row: ReviewedRow; shown: readonly string[] }): ReactNode {
  const fields = (row.needsReview ?? []).filter((field) => !shown.includes(field));
  if (fields.length === 0) return null;
  const labels = fields.map((field) => SCHEDULE_FIELD_LABELS[field as ScheduleField] ?? field);
  // The eye reads the flagged tone and the warning sign by the field's name; screen readers hear it in words.
  return (
    <span className={styles.elsewhere} data-flagged-elsewhere="" title={`Needs review: ${labels.join(', ')}, in the row's details`}>
      <AlertTriangleIcon className={styles.elsewhereIcon} />
      <span className={visuallyHidden}>Needs review: </span>
      {labels.join(', ')}
    </span>
  );
}
