import type { ReactNode } from 'react';
import { describeSource, type CellSources } from '@workbench/core';
import { FlaggedValue } from '@workbench/ui-kit';

/** A schedule row as far as its review flags go: the fields to check, and where each extracted cell came from. */
export interface ReviewedRow {
  needsReview?: readonly string[];
  sources?: CellSources;
}

const FALLBACK = ['Extracted with low confidence: please check'];

/**
 * A schedule value as shown: plain, or, while it awaits a person's check, highlighted with where it came from
 * on hover or keyboard focus (sheet, row, column and the text as written).
 */
export function reviewValue(row: ReviewedRow, field: string, text: string): ReactNode {
  if (!row.needsReview?.includes(field)) return text;
  const source = row.sources?.[field];
  const lines = source ? describeSource(source) : FALLBACK;
  return (
    <FlaggedValue note="needs review" details={lines.map((line) => <span key={line}>{line}</span>)}>
      {text || '—'}
    </FlaggedValue>
  );
}
