/**
 * Exported loss runs (xlsx, CSV): one row per claim under a heading row; rows without a claim number (a
 * title, a total, a note) are not claims. Each value's source is the sheet's place in the workbook and the
 * row.
 */
import { type LossRunStatus, MONEY_FIELDS, parseCents, parseStatus, parseTerm, readDate, type PolicyTerm } from '@workbench/core';
import type { Grid } from '../documents/grid.ts';
import type { Cell } from '../documents/normalise.ts';
import { type Draft, noMoney, type Read, value } from './claims.ts';
import { type Column, columnOf, isClaimNumber, isClaimsHeading } from './columns.ts';

const SURE = 0.98;

/** An Excel day number as a calendar day (the 1900 date system). */
const serialDay = (n: number) => new Date(Math.round((n - 25569) * 86_400_000)).toISOString().slice(0, 10);
const cellText = (c: Cell): string => (c === null || c === undefined ? '' : String(c).trim());

function dayOf(c: Cell, anchor: { term?: PolicyTerm | null; valuation?: string | null }): string | undefined {
  if (typeof c === 'number' && c > 1000 && c < 2_958_465) return serialDay(c);
  const t = cellText(c);
  return t ? readDate(t.replace(/[T ]00:00(:00(\.000)?)?Z?$/, ''), anchor) : undefined;
}

function centsOf(c: Cell): number | undefined {
  if (typeof c === 'number') return Number.isFinite(c) ? Math.round(c * 100) : undefined;
  return parseCents(cellText(c));
}

export interface ExportedReading {
  drafts: Draft[];
  warnings: string[];
  lossRun: boolean;
}

export function readExported(grids: Grid[]): ExportedReading {
  const drafts: Draft[] = [];
  const warnings: string[] = [];
  let lossRun = false;
  grids.forEach((grid, g) => {
    let columns: (Column | undefined)[] | undefined;
    grid.rows.forEach((row, r) => {
      const line = grid.rowNumbers?.[r] ?? r + 1;
      const source = { page: g + 1, line };
      if (!columns) {
        const heads = row.map((c) => (typeof c === 'string' ? columnOf(c) : undefined));
        if (isClaimsHeading(heads)) {
          columns = heads;
          lossRun = true;
        }
        return;
      }
      const at = (col: Column): Cell => {
        const k = columns!.indexOf(col);
        return k >= 0 ? (row[k] ?? null) : null;
      };
      const number = cellText(at('claimNumber'));
      if (!number || !isClaimNumber(number)) return;
      const text = (col: Column): Read<string> => {
        const t = cellText(at(col));
        return t ? value(t, SURE, source) : null;
      };
      let term: PolicyTerm | undefined;
      const period = cellText(at('policyTerm'));
      if (period) term = parseTerm(period);
      else {
        const start = dayOf(at('termStart'), {});
        const end = dayOf(at('termEnd'), {});
        if (start && end && end > start) term = { start, end };
      }
      const anchor = { term: term ?? null };
      const date = (col: Column): Read<string> => {
        const d = dayOf(at(col), anchor);
        return d ? value(d, SURE, source) : null;
      };
      const loss = date('lossDate');
      if (!loss) {
        warnings.push(
          `Row ${line} of sheet ${grid.sheet ?? g + 1} looks like claim ${number} but its date of loss could not be read; it was left out`,
        );
        return;
      }
      // A field printed in several columns (indemnity paid, expense paid) is their sum.
      const money = noMoney();
      for (const f of MONEY_FIELDS) {
        const amounts = columns.flatMap((col, k) => (col === f ? [centsOf(row[k] ?? null)] : []));
        if (amounts.length === 0) continue;
        const known = amounts.filter((a): a is number => a !== undefined);
        money[f] = value(
          known.reduce((a, b) => a + b, 0),
          known.length < amounts.length ? 0.9 : SURE,
          source,
        );
      }
      const status = parseStatus(cellText(at('status')));
      const description = text('description');
      drafts.push({
        context: {
          carrier: text('carrier'),
          policyNumber: text('policyNumber'),
          policyTerm: term ? value(term, SURE, source) : null,
          lineOfBusiness: text('lineOfBusiness'),
        },
        claimNumber: value(number, SURE, source),
        claimant: text('claimant'),
        lossDate: loss,
        reportDate: date('reportDate'),
        closeDate: date('closeDate'),
        status: status ? value<LossRunStatus>(status, SURE, source) : null,
        adjuster: text('adjuster'),
        driver: text('driver'),
        unit: text('unit'),
        money,
        awaitingAmounts: false,
        categories: 0,
        description: description ? [{ text: description.value, confidence: SURE, source }] : [],
        archive: false,
        source,
      });
    });
  });
  return { drafts, warnings, lossRun };
}
