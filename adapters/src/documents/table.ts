/**
 * Turns grids into schedule rows: finds the header (anywhere in the first rows, one or two rows high),
 * maps columns to fields, drops title / note / blank / total / repeated-header rows, normalises values,
 * and records provenance and confidence per field.
 */
import type {
  ColumnDecisions,
  ColumnSource,
  DocumentKind,
  DropReason,
  DroppedRow,
  ExtractedProperty,
  ExtractedVehicle,
  FieldConfidence,
  Provenance,
} from '@workbench/core';
import { MAX_SOURCE_TEXT } from '@workbench/core';
import type { Grid } from './grid.ts';
import {
  FIELDS_OF,
  type Field,
  isIsoClassHeader,
  isKnownExtra,
  isMoneyHeader,
  isVagueHeader,
  looksLikeHeaderCell,
  matchHeader,
  MONEY_FIELDS,
  normaliseHeader,
  type HeaderMatch,
} from './headers.ts';
import { inferColumn } from './infer.ts';
import { EXPOSURE_FORMATS, exposureFormat } from './oed.ts';
import * as N from './normalise.ts';
import type { Cell, Normalised } from './normalise.ts';

export interface ColumnMapping {
  kind: DocumentKind;
  /** column index -> field */
  columns: Map<number, { field: Field; score: number; header: string; normalised?: string }>;
  score: number;
  /** How many grid rows the header occupies. */
  height: number;
  unmapped: string[];
  /** Every named column, read or ignored, for the mapping review. */
  all: ReviewColumn[];
  /** An industry exposure format whose coded columns are decoded with its published tables. */
  format?: 'oed' | 'cede';
  /** The column giving the floor area's unit code, in an OED file. */
  unitCol?: number;
  /** The column naming each row's country (-1: none), found on first use. */
  countryCol?: number;
  /** Provenance column maps shared between rows (see sharedColumns). */
  columnSets?: ColumnSets;
  /** column index -> the column read instead where this one is blank (the carrier's unit number under the insured's). */
  fallbacks?: Map<number, number>;
}

/** A named source column: what it was read as (null: ignored) and how that was decided. */
export interface ReviewColumn {
  col: number;
  header: string;
  field: Field | null;
  score: number;
  source: ColumnSource;
}

/** Lets a caller (the local model) map headers the rules could not. */
export type HeaderHelper = (headers: string[], kind: DocumentKind) => Promise<Record<string, Field | null>>;

const HEADER_SCAN_ROWS = 40;
/** Header mapped by the local model: usable, but a person should look. */
const HINT_SCORE = 0.75;
type Hints = Record<string, Field>;
const matchCache = new Map<string, HeaderMatch | null>();

function cachedMatch(text: string, kind: DocumentKind): HeaderMatch | undefined {
  const key = `${kind}\u0000${text}`;
  let m = matchCache.get(key);
  if (m === undefined) {
    m = matchHeader(text, kind) ?? null;
    if (matchCache.size > 50_000) matchCache.clear();
    matchCache.set(key, m);
  }
  return m ?? undefined;
}

const cellText = (c: Cell): string => (c === null || c === undefined ? '' : String(c).replace(/\s+/g, ' ').trim());

/** Header texts for a header of one row, or two rows combined (band or split words). */
function headerTexts(rows: Cell[][], r: number, height: number): string[][] {
  const width = Math.max(...rows.slice(r, r + height).map((x) => x.length));
  const out: string[][] = [];
  for (let c = 0; c < width; c++) {
    if (height === 1) {
      out.push([cellText(rows[r]![c])]);
      continue;
    }
    const upper = cellText(rows[r]![c]);
    const lower = cellText(rows[r + 1]![c]);
    // A band is an upper cell spread over several columns (merged cells are filled when read).
    const band = upper !== '' && (cellText(rows[r]![c - 1]) === upper || cellText(rows[r]![c + 1]) === upper);
    if (!lower) out.push(band ? [] : [upper]);
    else if (!upper) out.push([lower]);
    else out.push(band ? [lower, `${upper} ${lower}`] : [lower, `${upper} ${lower}`, '']);
  }
  return out;
}

/** A person's or the firm's decision for one of a column's header texts, if any. */
function decided(alternatives: string[], kind: DocumentKind, decisions: ColumnDecisions) {
  for (const t of alternatives) {
    if (!t) continue;
    const d = decisions[`${kind}:${normaliseHeader(t)}`];
    if (d && (d.field === null || FIELDS_OF[kind].includes(d.field))) return { ...d, header: t };
  }
  return undefined;
}

const DECIDED_SCORE = 1;

/** A column read from its values (no header rule named it, or only weakly): usable, a little below a named one. */
const INFERRED_SCORE = 0.85;
/** Data rows looked at to judge a column by its values. */
const INFER_ROWS = 40;

/**
 * Reconciles the header's reading of each column with what its values are: a column no header rule named
 * is read as the field its values clearly are (VINs, years, states, street addresses, construction words,
 * ...), and a confident value type overrides a weak header match. A person's or the firm's choice, and a
 * header that names an amount, a qualifier (roof year, garaging zip) or a note, are left alone.
 */
function reconcile(mapping: ColumnMapping, rows: Cell[][], from: number): ColumnMapping {
  const sample: Cell[][] = [];
  for (let r = from; r < rows.length && sample.length < INFER_ROWS; r++) {
    const row = rows[r]!;
    // The header printed again on a later page is not one of the column's values.
    if (isBlank(row) || isTotalRow(row) || (mapping.columns.size > 0 && repeatsHeader(row, mapping))) continue;
    sample.push(row);
  }
  if (sample.length < 3) return mapping;
  const width = Math.max(0, ...sample.map((r) => r.length));
  const byCol = new Map(mapping.all.map((c) => [c.col, c]));
  const owner = new Map<Field, number>();
  for (const [col, c] of mapping.columns) owner.set(c.field, col);
  for (let col = 0; col < width; col++) {
    const review = byCol.get(col);
    if (review && review.source !== 'rules') continue;
    const current = mapping.columns.get(col);
    const header = review?.header ?? '';
    if (!current && header && isKnownExtra(header) && !isVagueHeader(header)) continue;
    if (current && current.score >= 0.9) continue;
    const cells = sample.map((r) => r[col]);
    const inferred = inferColumn(cells, mapping.kind);
    if (!inferred || inferred.field === current?.field) continue;
    if (current && inferred.share < 0.9) continue;
    // The header's field reads these values plainly ("T"/"F" under "Owned (T/F)"): the header stands.
    if (current && readsPlainly(current.field, cells, current.header)) continue;
    const taken = owner.get(inferred.field);
    if (taken !== undefined && taken !== col) {
      const other = mapping.columns.get(taken)!;
      // Another column already holds the field: only a weak header match gives it up to clear values.
      if (other.score >= INFERRED_SCORE || current) continue;
      mapping.columns.delete(taken);
      const o = byCol.get(taken);
      if (o) Object.assign(o, { field: null, score: 0 });
      mapping.score -= other.score;
    }
    // Header and values disagree: the values win, but a person should look.
    const score = current ? OVERRULED_SCORE : round2(INFERRED_SCORE * Math.min(1, inferred.share + 0.05));
    const shown = header || `Column ${col + 1}`;
    if (current) {
      owner.delete(current.field);
      mapping.score -= current.score;
    }
    mapping.columns.set(col, { field: inferred.field, score, header: shown });
    owner.set(inferred.field, col);
    mapping.score += score;
    if (review) Object.assign(review, { field: inferred.field, score });
    else mapping.all.push({ col, header: shown, field: inferred.field, score, source: 'rules' });
    mapping.unmapped = mapping.unmapped.filter((u) => u !== header);
  }
  // A "name" column of street addresses (`Insured Location`) holds the addresses, when no other column does.
  const nameOf = owner.get('name');
  if (mapping.kind === 'property' && nameOf !== undefined && !owner.has('address') && (byCol.get(nameOf)?.source ?? 'rules') === 'rules') {
    const vs = sample.map((r) => cellText(r[nameOf])).filter((v) => v !== '');
    if (vs.length >= 3 && vs.filter((v) => STREET.test(v)).length >= vs.length * 0.9) {
      const c = mapping.columns.get(nameOf)!;
      mapping.columns.set(nameOf, { ...c, field: 'address' });
      owner.delete('name');
      owner.set('address', nameOf);
      const review = byCol.get(nameOf);
      if (review) review.field = 'address';
    }
  }
  // A "name" column of bare numbers or codes ("Loc" 1, 2, 3; "Bldg Ref" B001) numbers the locations; it does not name them.
  const nameCol = owner.get('name');
  const named = nameCol === undefined ? undefined : mapping.columns.get(nameCol);
  if (nameCol !== undefined && named && (byCol.get(nameCol)?.source ?? 'rules') === 'rules') {
    const vs = sample.map((r) => cellText(r[nameCol])).filter((v) => v !== '');
    // Most, not all: a page's title printed in the column on later pages is not a name either.
    if (vs.length >= 3 && vs.filter((v) => /^[A-Za-z]{0,3}[-#]?\d{1,5}(\.\d+)?$/.test(v)).length >= vs.length * 0.9) {
      mapping.columns.delete(nameCol);
      owner.delete('name');
      mapping.score -= named.score;
      const review = byCol.get(nameCol);
      if (review && review.source === 'rules') Object.assign(review, { field: null, score: 0 });
      // The name goes to another column whose header names it too (`Location Name` beside `Location`).
      const other = mapping.all.find(
        (c) => c.col !== nameCol && c.field === null && c.source === 'rules' && cachedMatch(c.header, 'property')?.field === 'name',
      );
      if (other) {
        const score = cachedMatch(other.header, 'property')!.score;
        mapping.columns.set(other.col, { field: 'name', score, header: other.header });
        Object.assign(other, { field: 'name', score });
        owner.set('name', other.col);
        mapping.score += score;
      }
    }
  }
  byPosition(mapping, sample, width, byCol, owner);
  if (mapping.kind === 'vehicle') preferOwnNumbers(mapping, sample, owner);
  mapping.all.sort((a, b) => a.col - b.col);
  return mapping;
}

/** Integers counting up by one down the column (blank cells skipped): the schedule's item numbers. */
function isRunningCount(vs: string[]): boolean {
  if (vs.length < 3 || !vs.every((v) => /^\d{1,5}$/.test(v))) return false;
  let steps = 0;
  for (let i = 1; i < vs.length; i++) if (Number(vs[i]) > Number(vs[i - 1])) steps++;
  return steps >= (vs.length - 1) * 0.9 && Number(vs[vs.length - 1]) - Number(vs[0]) <= (vs.length - 1) * 2;
}

/**
 * A carrier numbers the units on its schedule 1, 2, 3; the insured's own unit numbers (T-104, 5521) in another
 * unit-number column are the better fleet id. The running count stays, read where the insured's is blank.
 */
function preferOwnNumbers(mapping: ColumnMapping, sample: Cell[][], owner: Map<Field, number>) {
  const current = owner.get('fleetId');
  if (current === undefined) return;
  // Only rows that describe a unit: section headings and page lines among them are not its numbers.
  const described = [owner.get('make'), owner.get('model'), owner.get('vin')].filter((c): c is number => c !== undefined);
  const units = sample.filter((r) => described.some((c) => cellText(r[c]) !== ''));
  const values = (col: number) => units.map((r) => cellText(r[col])).filter((v) => v !== '');
  if (!isRunningCount(values(current))) return;
  const other = mapping.all.find(
    (c) =>
      c.col !== current &&
      c.field === null &&
      c.source === 'rules' &&
      (cachedMatch(c.header, 'vehicle')?.field === 'fleetId' || /\b(unit|fleet|asset|equip\w*|truck|veh\w*)\b/i.test(c.header)),
  );
  if (!other) return;
  const vs = values(other.col);
  if (vs.length < 3 || isRunningCount(vs) || new Set(vs).size < vs.length * 0.9 || !vs.every((v) => SHORT_ID.test(v) && /\d/.test(v)))
    return;
  const held = mapping.columns.get(current)!;
  mapping.columns.delete(current);
  mapping.columns.set(other.col, { field: 'fleetId', score: held.score, header: other.header });
  Object.assign(other, { field: 'fleetId', score: held.score });
  const was = mapping.all.find((c) => c.col === current);
  if (was) Object.assign(was, { field: null, score: 0 });
  owner.set('fleetId', other.col);
  (mapping.fallbacks ??= new Map()).set(other.col, current);
}

/** A column read as the field its header names, after its values overruled the header. */
const OVERRULED_SCORE = 0.75;
/** A column read as a field from where it stands and what its values look like: usable, a person should look. */
const POSITION_SCORE = 0.7;

/**
 * Whether most of a column's sample values are read by a field's normaliser with full confidence. Only
 * fields with a vocabulary or a shape say anything here: free text (names, occupancy) reads anything.
 */
function readsPlainly(field: Field, cells: Cell[], header: string): boolean {
  if (NORMALISERS[field] === N.text || NORMALISERS[field] === N.identifier) return false;
  let n = 0;
  let plain = 0;
  for (const c of cells) {
    if (cellText(c) === '') continue;
    n++;
    if ((NORMALISERS[field](c, header)?.certainty ?? 0) >= 0.9) plain++;
  }
  return n >= 3 && plain >= n * 0.9;
}

const WORDS_ONLY = /^[A-Za-z][A-Za-z .'-]{0,29}$/;
const SHORT_ID = /^[A-Za-z0-9][A-Za-z0-9 ./-]{0,11}$/;

/**
 * Schedules put their columns in a customary order: the location's name before its street, the city just
 * before the state, the model just after the make, the unit number first. A column without a header, or
 * with one that says nothing (`Ref`, `Desc`, `Code`), with values of the right shape, standing where that
 * field stands, is read as it (at a confidence that asks a person to look).
 */
function byPosition(mapping: ColumnMapping, sample: Cell[][], width: number, byCol: Map<number, ReviewColumn>, owner: Map<Field, number>) {
  const free = (col: number) => {
    if (col < 0 || col >= width || mapping.columns.has(col)) return false;
    const review = byCol.get(col);
    if (review && review.source !== 'rules') return false;
    // A column with a header of its own (Plate, Division, Entity) is about something else.
    const header = review?.header ?? '';
    return !header || isVagueHeader(header);
  };
  // A header no rule read, naming the column's own numbers (`Equip. No.`, `Asset #`): its values decide what they number.
  const numbering = (col: number) => {
    if (col < 0 || col >= width || mapping.columns.has(col)) return false;
    const review = byCol.get(col);
    return !!review && review.source === 'rules' && review.field === null && /(\bno|\bnum|number|\bnbr|#|\bid)\.?\s*$/i.test(review.header);
  };
  // A header no rule read that names no amount or qualifier: the column's values may say it is the name.
  const unread = (col: number) => {
    if (col < 0 || col >= width || mapping.columns.has(col)) return false;
    const review = byCol.get(col);
    return !!review && review.source === 'rules' && review.field === null && !isKnownExtra(review.header) && !numbering(col);
  };
  const values = (col: number) => sample.map((r) => cellText(r[col])).filter((v) => v !== '');
  const mostly = (vs: string[], test: (v: string) => boolean) => vs.length >= 3 && vs.filter(test).length >= vs.length * 0.9;
  const distinct = (vs: string[]) => new Set(vs.map((v) => v.toLowerCase())).size >= vs.length * 0.8;
  const take = (col: number, field: Field) => {
    const review = byCol.get(col);
    const shown = review?.header || `Column ${col + 1}`;
    mapping.columns.set(col, { field, score: POSITION_SCORE, header: shown });
    owner.set(field, col);
    mapping.score += POSITION_SCORE;
    if (review) Object.assign(review, { field, score: POSITION_SCORE });
    else mapping.all.push({ col, header: shown, field, score: POSITION_SCORE, source: 'rules' });
    mapping.unmapped = mapping.unmapped.filter((u) => u !== review?.header);
  };
  const notOther = (v: string) => !STREET.test(v) && (N.stateCode(v)?.certainty ?? 0) < 0.98 && N.yesNo(v) === undefined;
  if (mapping.kind === 'property') {
    const state = owner.get('state');
    if (!owner.has('city') && state !== undefined && free(state - 1)) {
      const vs = values(state - 1);
      if (mostly(vs, (v) => WORDS_ONLY.test(v) && v.split(' ').length <= 4 && notOther(v) && !/^\d/.test(v))) take(state - 1, 'city');
    }
    const address = owner.get('address');
    if (!owner.has('name') && address !== undefined) {
      for (let col = address - 1; col >= 0; col--) {
        if (!free(col) && !unread(col)) continue;
        const vs = values(col);
        const wordy = (v: string) => /[A-Za-z]{3}/.test(v) && v.length <= 60 && notOther(v) && (free(col) || /\s/.test(v));
        if (mostly(vs, wordy) && distinct(vs)) take(col, 'name');
        break;
      }
    }
    return;
  }
  const make = owner.get('make');
  if (!owner.has('model') && make !== undefined && free(make + 1)) {
    const vs = values(make + 1);
    if (mostly(vs, (v) => v.length <= 30 && !VIN_LIKE.test(v.replace(/[\s-]/g, '')) && !/[$€£]/.test(v) && !/^(19|20)\d\d$/.test(v)))
      take(make + 1, 'model');
  }
  const first = [...Array(width).keys()].find((c) => values(c).length > 0);
  if (!owner.has('fleetId') && first !== undefined && (free(first) || numbering(first))) {
    const vs = values(first);
    if (mostly(vs, (v) => SHORT_ID.test(v) && /\d/.test(v) && !/^(19|20)\d\d$/.test(v)) && new Set(vs).size === vs.length)
      take(first, 'fleetId');
  }
}

/** A lower-case namespace ahead of a snake_case or dotted field name: `loc__`, `bldg.`, `property:`. */
const NAMESPACE = /^[a-z][a-z0-9]{0,15}(__|\.|::?)(?=[a-z])/;

function mapColumns(texts: string[][], kind: DocumentKind, height: number, hints?: Hints, decisions?: ColumnDecisions): ColumnMapping {
  const candidates: { col: number; field: Field; score: number; header: string; source: ColumnSource; shown: string }[] = [];
  const unmapped: string[] = [];
  const ignored: ReviewColumn[] = [];
  texts.forEach((alternatives, col) => {
    const shown = alternatives.length > 1 ? alternatives[1]! : (alternatives[0] ?? '');
    const decision = decisions ? decided(alternatives, kind, decisions) : undefined;
    if (decision) {
      if (decision.field === null) ignored.push({ col, header: shown, field: null, score: 0, source: decision.source });
      else candidates.push({ col, field: decision.field, score: DECIDED_SCORE, header: decision.header, source: decision.source, shown });
      return;
    }
    let best: { field: Field; score: number; header: string; source: ColumnSource } | undefined;
    for (const [i, t] of alternatives.entries()) {
      if (!t || t.length > 60) continue;
      const hinted = hints?.[t];
      // A normalised export's namespace (`loc__city_name`, `building.year_built`) is not part of the field's name.
      const bare = t.replace(NAMESPACE, '');
      const whole = cachedMatch(t, kind);
      const named = bare && bare !== t ? cachedMatch(bare, kind) : undefined;
      const m =
        hinted && FIELDS_OF[kind].includes(hinted)
          ? { field: hinted, score: HINT_SCORE }
          : named && (!whole || named.score >= whole.score)
            ? named
            : whole;
      // A group band ("LOCATION") over a column must not name the column by itself.
      if (
        m &&
        i === 1 &&
        alternatives.length === 2 &&
        cachedMatch(t.slice(0, t.length - alternatives[0]!.length).trim(), kind)?.field === m.field
      )
        continue;
      // A column under a money band ("VALUES" over "Building") is an amount, not the building's name.
      if (m && !hinted && !MONEY_FIELDS.has(m.field) && alternatives.some((a) => a && a !== t && isMoneyHeader(a))) continue;
      if (m && (!best || m.score > best.score)) best = { ...m, header: t, source: hinted ? 'model' : 'rules' };
    }
    if (best) candidates.push({ col, ...best, shown });
    else if (alternatives[0]) {
      unmapped.push(shown);
      ignored.push({ col, header: shown, field: null, score: 0, source: 'rules' });
    }
  });
  // A person's or the firm's decision wins a field over a rules match of the same score.
  const rank = (c: { score: number; source: ColumnSource }) => c.score + (c.source === 'chosen' || c.source === 'learned' ? 0.01 : 0);
  candidates.sort((a, b) => rank(b) - rank(a) || a.col - b.col);
  const columns = new Map<number, { field: Field; score: number; header: string }>();
  const used = new Set<Field>();
  let score = 0;
  for (const c of candidates) {
    if (used.has(c.field)) {
      // Another column is the better match for this field: this one is not read.
      ignored.push({ col: c.col, header: c.shown, field: null, score: 0, source: 'rules' });
      continue;
    }
    used.add(c.field);
    columns.set(c.col, { field: c.field, score: c.score, header: c.header });
    ignored.push({ col: c.col, header: c.shown, field: c.field, score: c.score, source: c.source });
    score += c.score;
  }
  ignored.sort((a, b) => a.col - b.col);
  return { kind, columns, score, height, unmapped, all: ignored };
}

const IDENTITY: Record<DocumentKind, Field[]> = {
  property: ['address', 'name', 'city', 'zipCode', 'state'],
  vehicle: ['vin', 'make', 'model'],
};

/** Headers of a column naming the location's country. */
const COUNTRY_HEADER = /^(country|country code|country name|ctry|cntry|iso country|country iso)$/;

/**
 * Postcodes are validated against their own country's format: a row's country comes from a country
 * column, else from a country named at the end of its address. Outside the US a postcode is kept exactly
 * as written (no zero-padding) and a Canadian province is read as its code.
 */
function applyCountry(row: Cell[], mapping: ColumnMapping, values: Record<string, unknown>, confidence: FieldConfidence) {
  if (mapping.countryCol === undefined) {
    mapping.countryCol = mapping.all.find((c) => c.field === null && COUNTRY_HEADER.test(normaliseHeader(c.header)))?.col ?? -1;
  }
  const written = mapping.countryCol >= 0 ? cellText(row[mapping.countryCol]) : '';
  const fromAddress =
    !written && typeof values.address === 'string' && values.address.includes(',')
      ? values.address.match(/,\s*([A-Za-z. ]+)$/)?.[1]
      : undefined;
  const country = (written ? N.countryCode(written) : undefined) ?? (fromAddress ? N.countryCode(fromAddress) : undefined);
  if (!country || country === 'US') return;
  for (const [col, c] of mapping.columns) {
    if (c.field === 'zipCode' && values.zipCode !== undefined) {
      const raw = cellText(row[col]);
      values.zipCode = raw;
      confidence.zipCode = round2(Math.min(1, c.score) * (N.postcodeFits(raw, country) ? 1 : 0.6));
    }
    if (c.field === 'state' && values.state !== undefined) {
      const province = N.regionCode(cellText(row[col]), country);
      if (province) {
        values.state = province;
        confidence.state = round2(Math.min(1, c.score));
      }
    }
  }
}

function plausible(m: ColumnMapping, asked = false): boolean {
  const fields = [...m.columns.values()].map((c) => c.field);
  // Asked for this kind (`?type=`): two fields are enough, one of them identifying.
  if (asked) return fields.length >= 2 && m.score >= 1.5 && IDENTITY[m.kind].some((f) => fields.includes(f));
  return fields.length >= 3 && m.score >= 2.4 && IDENTITY[m.kind].some((f) => fields.includes(f));
}

function bestMapping(
  rows: Cell[][],
  r: number,
  height: number,
  kinds: DocumentKind[],
  hints?: Hints,
  decisions?: ColumnDecisions,
  asked = false,
): ColumnMapping | undefined {
  if (r + height > rows.length) return undefined;
  const texts = headerTexts(rows, r, height);
  let best: ColumnMapping | undefined;
  for (const kind of kinds) {
    const m = mapColumns(texts, kind, height, hints, decisions);
    if (plausible(m, asked) && (!best || m.score > best.score)) best = m;
  }
  return best;
}

const isBlank = (row: Cell[] | undefined) => !row || row.every((c) => cellText(c) === '');
const textCells = (row: Cell[]) => row.filter((c) => typeof c === 'string' && c.trim() !== '').length;
const nonEmpty = (row: Cell[]) => row.filter((c) => cellText(c) !== '').length;

/** `Named Insured: Harbor Lines`, `Policy Number: BAP 44`, `Page 3 of 25`: what a printed page says about itself. */
const LABELLED = /^[A-Za-z][A-Za-z .#'/&()-]{1,40}:\s*\S/;
const PAGE_NUMBER = /^page\s+\d+(\s+of\s+\d+)?\b/i;
export const isPageMark = (text: string) => LABELLED.test(text) || PAGE_NUMBER.test(text);

/** A row that could be a header: mostly text, at least three cells, not a printed page's own header lines. */
function headerLike(row: Cell[]): boolean {
  const n = nonEmpty(row);
  if (n < 2 || textCells(row) < Math.max(2, n * 0.7)) return false;
  let marks = 0;
  for (const c of row) if (typeof c === 'string' && isPageMark(c.trim())) marks++;
  return marks < Math.max(1, n * 0.5);
}

/** A row of group labels, each spread over several columns (merged cells are filled when read). */
function isBandRow(row: Cell[]): boolean {
  let spread = 0;
  for (let c = 1; c < row.length; c++) if (typeof row[c] === 'string' && row[c] !== '' && row[c] === row[c - 1]) spread++;
  return spread >= 2 && headerLike(row);
}

/** The header at or near the top: the best-scoring one- or two-row header in the first rows. */
function findHeader(
  rows: Cell[][],
  from: number,
  kinds: DocumentKind[],
  hints?: Hints,
  decisions?: ColumnDecisions,
  asked = false,
): { row: number; mapping: ColumnMapping } | undefined {
  let best: { row: number; mapping: ColumnMapping } | undefined;
  const end = Math.min(rows.length, from + HEADER_SCAN_ROWS);
  for (let r = from; r < end; r++) {
    if (!headerLike(rows[r]!)) continue;
    const oed = kinds.includes('property') ? oedMapping(rows[r]!, hints, decisions) : undefined;
    if (oed) return { row: r, mapping: oed };
    for (const height of [1, 2]) {
      if (height === 2 && (isBlank(rows[r + 1]) || !headerLike(rows[r + 1]!))) continue;
      const m = bestMapping(rows, r, height, kinds, hints, decisions, asked);
      // A second header row must add something real, not just repeat the first row's fields.
      if (m && (!best || m.score > best.mapping.score + (height === 2 ? 0.3 : 0.001))) best = { row: r, mapping: m };
    }
    if (best && r > best.row + 2) break; // the table has started; later rows are data
  }
  // A band row just above a one-row header (merged "VALUES" over "Building", "Contents") is part of it.
  if (best && best.mapping.height === 1 && best.row > from && isBandRow(rows[best.row - 1]!)) {
    const banded = bestMapping(rows, best.row - 1, 2, kinds, hints, decisions, asked);
    if (banded && banded.kind === best.mapping.kind) best = { row: best.row - 1, mapping: banded };
  }
  if (best) return { row: best.row, mapping: reconcile(best.mapping, rows, best.row + best.mapping.height) };
  // No header names enough fields: read each header-like row's columns by their values too.
  for (let r = from; r < end; r++) {
    if (!headerLike(rows[r]!)) continue;
    const texts = headerTexts(rows, r, 1);
    for (const kind of kinds) {
      const m = reconcile(mapColumns(texts, kind, 1, hints, decisions), rows, r + 1);
      if (plausible(m, asked) && (!best || m.score > best.mapping.score)) best = { row: r, mapping: m };
    }
    if (best && r > best.row + 2) break;
  }
  return best;
}

/** An industry exposure file's header (OED, or AIR CEDE): its field names read as that format defines them. */
function oedMapping(row: Cell[], hints?: Hints, decisions?: ColumnDecisions): ColumnMapping | undefined {
  const texts = row.map(cellText);
  const format = exposureFormat(texts);
  if (!format) return undefined;
  const headers = format.headers;
  const m = mapColumns(
    texts.map((t) => [t]),
    'property',
    1,
    hints,
    decisions,
  );
  const used = new Map<Field, number>();
  for (const [col, c] of m.columns) used.set(c.field, col);
  texts.forEach((t, col) => {
    const field = headers[t.toLowerCase()];
    const review = m.all.find((c) => c.col === col);
    if (review && review.source !== 'rules') return;
    const current = m.columns.get(col);
    if (!field) {
      // A plain-word match on a field OED names elsewhere (AreaCode as an area) is dropped.
      if (current && Object.values(headers).includes(current.field) && texts.some((x) => headers[x.toLowerCase()] === current.field)) {
        m.columns.delete(col);
        used.delete(current.field);
        if (review) Object.assign(review, { field: null, score: 0 });
      }
      return;
    }
    const other = used.get(field);
    if (other !== undefined && other !== col) {
      if (headers[texts[other]!.toLowerCase()] === field) return; // AreaCode before AreaName
      m.columns.delete(other);
      const o = m.all.find((c) => c.col === other);
      if (o) Object.assign(o, { field: null, score: 0 });
    }
    // The column's plain-word field is given up (CEDE's Area is a state, not an area).
    if (current && used.get(current.field) === col) used.delete(current.field);
    m.columns.set(col, { field, score: 1, header: t });
    used.set(field, col);
    if (review) Object.assign(review, { field, score: 1 });
    else m.all.push({ col, header: t, field, score: 1, source: 'rules' });
  });
  m.all.sort((a, b) => a.col - b.col);
  m.unmapped = m.all.filter((c) => c.field === null).map((c) => c.header);
  m.score = [...m.columns.values()].reduce((sum, c) => sum + c.score, 0);
  m.format = format.name;
  m.unitCol = texts.findIndex((t) => t.toLowerCase() === format.unitHeader);
  return plausible(m) ? m : undefined;
}

/** The first table header of a grid, if it has one (used by positioned-text layout). */
export function locateHeader(grid: Grid, kinds: DocumentKind[]): { row: number; mapping: ColumnMapping } | undefined {
  return findHeader(grid.rows, 0, kinds);
}

/** Quick test for a header repeated further down (page breaks, per-state blocks): exact synonyms only. */
const headerKey = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

/**
 * headerKey(v) === key, asked of every mapped cell of every row: plain ASCII is compared as it is read,
 * without building the key; other text is keyed in full (toLowerCase turns some letters into ASCII).
 */
function sameHeaderKey(v: string, key: string): boolean {
  let j = 0;
  for (let i = 0; i < v.length; i++) {
    let c = v.charCodeAt(i);
    if (c > 127) return headerKey(v) === key;
    if (c >= 65 && c <= 90) c += 32;
    else if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57))) continue;
    if (j >= key.length || key.charCodeAt(j) !== c) return false;
    j++;
  }
  return j === key.length;
}

function repeatsHeader(row: Cell[], mapping: ColumnMapping): boolean {
  let same = 0;
  for (const [col, c] of mapping.columns) {
    const v = row[col];
    if (typeof v !== 'string' || v.length > 80) continue;
    if (sameHeaderKey(v, (c.normalised ??= headerKey(c.header)))) same++;
  }
  return same >= Math.min(3, mapping.columns.size);
}

const TOTAL = /\b(grand\s+total|sub-?\s?totals?|totals?|count|sum)\b/i;
const STREET =
  /^\d+[A-Z]?\s+\S.*\b(st|street|ave|avenue|rd|road|dr|drive|blvd|boulevard|way|ln|lane|ct|court|pl|place|hwy|highway|pkwy|parkway|cir|circle|route|rte|ter|terrace|sq|square|trl|trail)\b/i;
const VIN_LIKE = /^[A-HJ-NPR-Z0-9]{17}$/i;

/** A totals / subtotal row: a short "Total" label and no street address or VIN (so "Total Wine" stays). */
function isTotalRow(row: Cell[]): boolean {
  let label = false;
  for (const c of row) {
    if (typeof c !== 'string' || c.length > 40 || !TOTAL.test(c)) continue;
    const t = c.trim();
    if (t.split(/\s+/).length <= 4 && !/^\d+\s/.test(t)) label = true;
  }
  if (!label) return false;
  return !row.some((c) => typeof c === 'string' && (STREET.test(c.trim()) || VIN_LIKE.test(c.replace(/[\s-]/g, ''))));
}

type Normaliser = (v: Cell, header: string) => Normalised<unknown> | undefined;
/** Whether a construction column's header names ISO classes: asked for every cell, answered once per header. */
const ISO_CLASS_HEADERS = new Map<string, boolean>();
function isoClassColumn(header: string): boolean {
  let iso = ISO_CLASS_HEADERS.get(header);
  if (iso === undefined) {
    iso = isIsoClassHeader(header);
    if (ISO_CLASS_HEADERS.size > 10_000) ISO_CLASS_HEADERS.clear();
    ISO_CLASS_HEADERS.set(header, iso);
  }
  return iso;
}
const NORMALISERS: Record<Field, Normaliser> = {
  name: N.text,
  address: N.text,
  city: N.text,
  state: N.stateCode,
  zipCode: N.zipCode,
  yearBuilt: N.year,
  constructionType: (v, h) => N.construction(v, isoClassColumn(h)),
  occupancyType: N.text,
  squareFootage: N.squareFeet,
  stories: N.stories,
  sprinklered: N.yesNo,
  ownership: (v, h) => N.ownership(v, h),
  buildingValue: N.moneyIn,
  contentsValue: N.moneyIn,
  biValue: N.moneyIn,
  otherValue: N.moneyIn,
  tiv: N.moneyIn,
  currency: N.currency,
  fleetId: N.identifier,
  year: N.year,
  make: N.text,
  model: N.identifier,
  vin: N.vin,
  value: N.moneyIn,
  usage: N.usage,
};

/** Normalises one value for a field (also used on values the local model read). */
export function normaliseField(field: Field, value: Cell, header: string): Normalised<unknown> | undefined {
  return NORMALISERS[field](value, header);
}

export type ExtractedRow = (ExtractedProperty | ExtractedVehicle) & Record<string, unknown>;

export interface TableRows {
  kind: DocumentKind;
  rows: ExtractedRow[];
  mapping: ColumnMapping;
  sheet?: string;
  /** Rows of the table not read as schedule rows, with why. */
  dropped: DroppedRow[];
  /** Up to three values per column index, from the first rows read. */
  samples: Map<number, string[]>;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Splits "125 Commerce Dr, Boston, MA 02110" (or "..., Boston MA 02110") into its parts. */
export function splitAddress(s: string): { address: string; city?: string; state?: string; zipCode?: string } | undefined {
  const m =
    s.match(/^(.+?),\s*([^,]+?),\s*([A-Za-z][A-Za-z .]*?)\.?,?\s+(\d{3,5})(?:-\d{4})?\s*(?:,?\s*(?:USA|US|United States))?$/) ??
    s.match(/^(.+?),\s*([^,]+?)\s+([A-Z]{2}),?\s+(\d{5})(?:-\d{4})?$/) ??
    s.match(/^(.+?),\s*([^,]+?),\s*([A-Za-z][A-Za-z .]+?)\.?()$/);
  // Canada: "1 Front St W, Toronto, ON M5V 2T6" (a province and a postcode kept as written).
  const ca = s.match(/^(.+?),\s*([^,]+?),?\s+([A-Za-z][A-Za-z .]*?)\.?,?\s+([A-Z]\d[A-Z] ?\d[A-Z]\d)\s*(?:,?\s*Canada)?$/i);
  const province = ca ? N.regionCode(ca[3]!, 'CA') : undefined;
  if (ca && province) return { address: ca[1]!.trim(), city: ca[2]!.trim(), state: province, zipCode: ca[4]!.toUpperCase() };
  if (!m) return undefined;
  const state = N.stateCode(m[3]!);
  if (!state || state.certainty < 0.9) return undefined;
  return { address: m[1]!.trim(), city: m[2]!.trim(), state: state.value, zipCode: m[4] ? m[4].padStart(5, '0') : undefined };
}

/** A tree of the columns maps met so far, one level per field and header in their order. */
interface ColumnSets {
  next: Map<string, Map<string, ColumnSets>>;
  shared?: Record<string, string>;
  /** How many maps the tree holds (kept at its root). */
  size: number;
}
const MAX_COLUMN_SETS = 256;

/**
 * Rows with the same fields share one columns object: cheaper to copy between threads, same JSON. Looked
 * up by walking the fields in order, so no key is built for every row.
 */
function sharedColumns(mapping: ColumnMapping, columns: Record<string, string>): Record<string, string> {
  const root: ColumnSets = (mapping.columnSets ??= { next: new Map(), size: 0 });
  let node: ColumnSets = root;
  for (const f in columns) {
    const header = columns[f]!;
    let byHeader = node.next.get(f);
    let next = byHeader?.get(header);
    if (!next) {
      // Full: a map not met before is not remembered, so no branch is grown for it.
      if (root.size >= MAX_COLUMN_SETS) return columns;
      if (!byHeader) node.next.set(f, (byHeader = new Map()));
      next = { next: new Map(), size: 0 };
      byHeader.set(header, next);
    }
    node = next;
  }
  if (node.shared) return node.shared;
  if (root.size < MAX_COLUMN_SETS) {
    node.shared = columns;
    root.size++;
  }
  return columns;
}

/** A value a section heading gives the rows under it (`STATE: TEXAS` over a block of locations). */
interface Carried {
  field: Field;
  value: unknown;
  heading: string;
}

/** A heading over a block of rows that names a state, and so gives it to them: `STATE: TEXAS`, `Ohio Locations`. */
function headingValue(row: Cell[], mapping: ColumnMapping, hasState: boolean): Carried | undefined {
  if (hasState || mapping.kind !== 'property' || nonEmpty(row) !== 1) return undefined;
  const heading = cellText(row.find((c) => cellText(c) !== ''));
  if (typeof row.find((c) => cellText(c) !== '') !== 'string' || heading.length > 60) return undefined;
  const named = heading
    .replace(/\(?\b(continued|cont'?d?)\b\)?\.?/gi, '')
    .replace(/^(state|province|garaged in|located in|locations? in)\s*[:-]?\s*/i, '')
    .replace(/\s+(locations?|sites?|properties|premises|buildings?)$/i, '')
    .replace(/[:\s-]+$/, '')
    .trim();
  const state = named ? N.stateCode(named) : undefined;
  return state && state.certainty >= 0.9 ? { field: 'state', value: state.value, heading } : undefined;
}

function extractRow(grid: Grid, r: number, mapping: ColumnMapping, carried?: Carried): ExtractedRow | undefined {
  const row = grid.rows[r]!;
  const values: Record<string, unknown> = {};
  const confidence: FieldConfidence = {};
  const columns: Record<string, string> = {};
  const texts: Record<string, string> = {};
  let suggestions: Record<string, string> | undefined;
  let codes: Record<string, string> | undefined;
  const format = mapping.format ? EXPOSURE_FORMATS[mapping.format] : undefined;
  const certainty = grid.certainty?.[r];
  for (const [col, c] of mapping.columns) {
    let cell = row[col];
    if (cell === null || cell === undefined || cell === '') {
      const other = mapping.fallbacks?.get(col);
      if (other === undefined) continue;
      cell = row[other];
      if (cell === null || cell === undefined || cell === '') continue;
    }
    // An address written over several lines in its cell reads as one, its lines as its parts.
    if (c.field === 'address' && typeof cell === 'string' && cell.includes('\n'))
      cell = cell
        .split(/\s*\n\s*/)
        .filter(Boolean)
        .join(', ');
    const decode = format?.decoders[c.field];
    const n =
      format && c.field === 'squareFootage'
        ? format.floorArea(cell, mapping.unitCol !== undefined && mapping.unitCol >= 0 ? row[mapping.unitCol] : undefined)
        : decode
          ? decode(cell)
          : NORMALISERS[c.field](cell, c.header);
    if (!n) {
      // A cell that says something the field cannot hold ("TBD", "(5000)", "?") stays empty, flagged with
      // its text for a person to read, rather than vanishing unseen.
      if (cleanCell(cell) !== undefined) {
        confidence[c.field] ??= 0;
        columns[c.field] ??= c.header;
        texts[c.field] ??= writtenText(cell);
      }
      continue;
    }
    values[c.field] = n.value;
    const ocr = certainty?.[col] ?? 1;
    confidence[c.field] = round2(Math.min(1, c.score) * n.certainty * ocr);
    columns[c.field] = c.header;
    texts[c.field] = writtenText(cell);
    if (n.suggestion !== undefined) (suggestions ??= {})[c.field] = n.suggestion;
    if (n.code !== undefined) (codes ??= {})[c.field] = n.code;
  }
  if (mapping.kind === 'property') applyCountry(row, mapping, values, confidence);
  if (mapping.kind === 'property' && typeof values.address === 'string' && values.city === undefined) {
    const parts = splitAddress(values.address);
    if (parts) {
      const conf = confidence.address ?? 1;
      const header = columns.address!;
      values.address = parts.address;
      for (const k of ['city', 'state', 'zipCode'] as const) {
        if (parts[k] !== undefined && values[k] === undefined) {
          values[k] = parts[k];
          confidence[k] = round2(conf * 0.95);
          columns[k] = header;
        }
      }
      confidence.address = round2(conf * 0.95);
    }
  }
  if (carried && values[carried.field] === undefined && validRow(values, mapping.kind)) {
    values[carried.field] = carried.value;
    confidence[carried.field] = 0.9;
    columns[carried.field] = carried.heading;
    texts[carried.field] = carried.heading;
  }
  if (mapping.kind === 'property') splitCityState(values, confidence, columns);
  else splitVehicleDescription(values, confidence, columns);
  if (!validRow(values, mapping.kind)) return undefined;
  // A field split out of another cell (city from an address) was written as that cell.
  for (const field in columns) texts[field] ??= texts[Object.keys(texts).find((f) => columns[f] === columns[field]) ?? ''] ?? '';
  const provenance: Provenance = { row: grid.rowNumbers?.[r] ?? r + 1, columns: sharedColumns(mapping, columns), texts };
  if (grid.sheet !== undefined) provenance.sheet = grid.sheet;
  if (grid.pages?.[r] !== undefined) provenance.page = grid.pages[r];
  if (suggestions) provenance.suggestions = suggestions;
  if (codes) {
    provenance.codes = codes;
    if (mapping.format) provenance.codeTables = mapping.format === 'cede' ? 'CEDE' : 'OED';
  }
  if (mapping.kind === 'property' && values.address === undefined) provenance.missing = ['address'];
  // The row is its values followed by provenance and confidence (no field is named either): the values'
  // object is the row, rather than a copy of it made for every row.
  values.provenance = provenance;
  values.confidence = confidence;
  return values as ExtractedRow;
}

/** A cell's text when it holds any, blanks and lone dashes being no text. */
const cleanCell = (cell: unknown): string | undefined => {
  const text = cell instanceof Date ? cell.toISOString() : String(cell ?? '').trim();
  return text === '' || /^[-—–]+$/.test(text) ? undefined : text;
};

/** A cell as written, short enough to show beside the value it was read as. */
function writtenText(cell: unknown): string {
  const text = cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell);
  return text.length > MAX_SOURCE_TEXT ? `${text.slice(0, MAX_SOURCE_TEXT - 1)}…` : text;
}

/** "Boston, MA" or "Boston, MA 02110" in a city column, when the sheet has no state column. */
function splitCityState(values: Record<string, unknown>, confidence: FieldConfidence, columns: Record<string, string>) {
  if (typeof values.city !== 'string' || values.state !== undefined) return;
  const m = values.city.match(/^(.+?),?\s+([A-Za-z][A-Za-z .]+?)\.?(?:,?\s+(\d{3,5})(?:-\d{4})?)?$/);
  if (!m || !values.city.includes(',')) return;
  const state = N.stateCode(m[2]!);
  if (!state || state.certainty < 0.9) return;
  const conf = round2((confidence.city ?? 1) * 0.95);
  values.city = m[1]!.replace(/,$/, '').trim();
  values.state = state.value;
  confidence.city = conf;
  confidence.state = conf;
  columns.state = columns.city!;
  if (m[3] && values.zipCode === undefined) {
    values.zipCode = m[3].padStart(5, '0');
    confidence.zipCode = conf;
    columns.zipCode = columns.city!;
  }
}

const TWO_WORD_MAKES = /^(land rover|alfa romeo|aston martin|mercedes benz|western star|blue bird|thomas built|great dane|rolls royce)\b/i;

/** "2019 Ford F-150" in a Year/Make/Model column, or "Ford F-150" in a Make/Model column. */
function splitVehicleDescription(values: Record<string, unknown>, confidence: FieldConfidence, columns: Record<string, string>) {
  if (typeof values.make !== 'string' || values.model !== undefined) return;
  const header = normaliseHeader(columns.make ?? '');
  if (!/\bmodel\b/.test(header) && !/\b(description|desc|vehicle)\b/.test(header)) return;
  let text = values.make;
  const conf = round2((confidence.make ?? 1) * 0.9);
  const year = text.match(/^((?:19|20)\d{2})\s+(.+)$/);
  if (year) {
    if (values.year === undefined) {
      values.year = Number(year[1]);
      confidence.year = conf;
      columns.year = columns.make!;
    }
    text = year[2]!;
  }
  const two = text.match(TWO_WORD_MAKES);
  const cut = two ? two[0].length : text.indexOf(' ');
  if (cut <= 0) return;
  values.make = text.slice(0, cut).trim();
  values.model = text.slice(cut).trim();
  confidence.make = conf;
  confidence.model = conf;
  columns.model = columns.make!;
}

function validRow(v: Record<string, unknown>, kind: DocumentKind): boolean {
  const fields = Object.keys(v);
  if (fields.length < 2) return false;
  // A location known only by its state or area (values per state) is kept, its street marked missing.
  if (kind === 'property')
    return (
      (['address', 'name', 'city', 'zipCode'].some((f) => f in v) && (fields.length >= 3 || 'address' in v)) ||
      ('state' in v && fields.length >= 2 && fields.some((f) => f !== 'state' && f !== 'currency'))
    );
  const core = ['vin', 'year', 'make', 'model', 'fleetId'].filter((f) => f in v).length;
  return core >= 2 && ['vin', 'make', 'model'].some((f) => f in v);
}

/** Reads every table of a grid (a header starts a table; a new header starts another). */
const SAMPLES = 3;
/** Samples come from the first rows read; a column empty there shows fewer. */
const SAMPLE_ROWS = 20;

function takeSamples(table: TableRows, row: Cell[]) {
  for (const c of table.mapping.all) {
    let list = table.samples.get(c.col);
    if (!list) table.samples.set(c.col, (list = []));
    const text = cellText(row[c.col]);
    if (list.length < SAMPLES && text) list.push(text.length > 60 ? `${text.slice(0, 57)}...` : text);
  }
}

/** Reads every table of a grid (a header starts a table; a new header starts another). */
export function readTables(
  grid: Grid,
  kinds: DocumentKind[] = ['property', 'vehicle'],
  hints?: Hints,
  decisions?: ColumnDecisions,
  /** Read as the one kind asked for, accepting a header that names fewer fields. */
  asked = false,
): TableRows[] {
  const { rows } = grid;
  const tables: TableRows[] = [];
  let start = 0;
  while (start < rows.length) {
    const header = findHeader(rows, start, kinds, hints, decisions, asked);
    if (!header) break;
    const { mapping } = header;
    const table: TableRows = {
      kind: mapping.kind,
      rows: [],
      mapping,
      ...(grid.sheet !== undefined ? { sheet: grid.sheet } : {}),
      dropped: [],
      samples: new Map(),
    };
    tables.push(table);
    const drop = (r: number, reason: DropReason) => {
      const dropped: DroppedRow = { row: grid.rowNumbers?.[r] ?? r + 1, reason, cells: rows[r]!.map(cellText).filter(Boolean) };
      if (grid.sheet !== undefined) dropped.sheet = grid.sheet;
      table.dropped.push(dropped);
    };
    let r = header.row + mapping.height;
    let next = rows.length;
    let carried: Carried | undefined;
    const hasState = [...mapping.columns.values()].some((c) => c.field === 'state');
    for (; r < rows.length; r++) {
      const row = rows[r]!;
      if (isBlank(row)) continue;
      if (repeatsHeader(row, mapping)) {
        drop(r, 'repeated_header');
        continue;
      }
      if (isTotalRow(row)) {
        drop(r, 'total');
        continue;
      }
      // A row of header words starts another table (vehicles below locations), even if it could pass as data.
      let hits = 0;
      for (const c of row) if (typeof c === 'string' && looksLikeHeaderCell(c)) hits++;
      const headerWords = hits >= 3 && hits >= nonEmpty(row) * 0.6;
      const heading = headerWords ? undefined : headingValue(row, mapping, hasState);
      if (heading) {
        carried = heading;
        drop(r, 'note');
        continue;
      }
      const rec = headerWords ? undefined : extractRow(grid, r, mapping, carried);
      if (rec) {
        if (table.rows.length < SAMPLE_ROWS) takeSamples(table, row);
        table.rows.push(rec);
        continue;
      }
      // A row that is not data may be the header of another table further down.
      if (headerLike(row)) {
        const other = bestMapping(rows, r, 1, kinds, hints, decisions);
        if (other && other.columns.size >= 3 && (other.kind !== mapping.kind || other.score > mapping.score * 0.6)) {
          next = r;
          break;
        }
      }
      drop(r, 'note');
    }
    start = next;
  }
  return tables;
}
