import { INSURED_VALUE_PARTS, resolveTiv, type ExtractedProperty } from '@workbench/core';
import type { TableRows } from './table.ts';

/**
 * A location table's rows with their totals: when the table has no total column, each row's total insured
 * value is the sum of its parts, marked computed and as sure as the least sure part. A table with a total
 * column keeps what it states (a blank total there is left blank for a person, not guessed).
 */
export function withTableTotals(table: TableRows): ExtractedProperty[] {
  const rows = table.rows as ExtractedProperty[];
  if ([...table.mapping.columns.values()].some((c) => c.field === 'tiv')) return rows;
  return rows.map((row) => {
    const { tiv, tivComputed } = resolveTiv(row);
    if (!tivComputed) return row;
    const sureness = INSURED_VALUE_PARTS.filter((f) => row[f] !== undefined && row[f] !== null).map((f) => row.confidence[f] ?? 1);
    return { ...row, tiv, tivComputed, confidence: { ...row.confidence, tiv: Math.min(...sureness) } };
  });
}
