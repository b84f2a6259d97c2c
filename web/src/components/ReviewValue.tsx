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
 * on hover or keyboard focus (sheet, row, column, the text or code as written and any correction suggested).
 * A value decoded from a code, not to check, is underlined and tells the code it was written as.
 */
export function reviewValue(row: ReviewedRow, field: string, text: string): ReactNode {
  const source = row.sources?.[field];
  if (!row.needsReview?.includes(field)) {
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
