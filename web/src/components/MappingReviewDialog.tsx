import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  DROP_REASON_LABELS,
  DROP_REASONS,
  INSURED_VALUE_FIELDS,
  PROPERTY_FIELDS,
  REVIEW_THRESHOLD,
  SCHEDULE_FIELD_LABELS,
  VEHICLE_FIELDS,
  columnReadConfidence,
  rowsReadFrom,
  scheduleCount,
  type SourceFile,
  type ColumnChoice,
  type DocumentKind,
  type MappedColumn,
  type ParseResult,
  type ScheduleField,
} from '@workbench/core';
import { Alert, Button, Dialog, MappingReview, Table, type MappingReviewColumn, type TableColumn } from '@workbench/ui-kit';
import { errorMessage } from '../api/client.ts';
import { formatMoney } from '../format.ts';
import { learnMappings, parseDocument } from '../queries/documents.queries.ts';
import * as styles from './MappingReviewDialog.css.ts';

export interface ReviewOptions {
  /** The list wanted (`?type=`), as the upload asked for it. */
  kind?: DocumentKind;
  /** The client the schedule is for, when known: corrections are remembered for it. */
  clientId?: string | null;
  /**
   * Whether a confirmed correction is remembered for the firm. Only staff corrections are learned: a
   * customer's choices read their own upload and nothing else.
   */
  learn: boolean;
  /**
   * The schedule the rows go onto, when it holds rows already: those read from the same file before are the
   * ones confirming replaces, and the dialog says so before the person confirms.
   */
  onto?: { properties: readonly SourcedRow[]; vehicles: readonly SourcedRow[] };
}

interface SourcedRow {
  sourceFile?: SourceFile | null;
}

interface Pending extends ReviewOptions {
  file: File;
  original: ParseResult;
  result: ParseResult;
  choices: ColumnChoice[];
  resolve: (result: ParseResult | null) => void;
}

const columnId = (c: Pick<MappedColumn, 'kind' | 'key'>) => `${c.kind}:${c.key}`;
const PREVIEW_ROWS = 5;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

type PreviewRow = Record<string, unknown> & { id: string };

/** The amounts of each list: a location's insured values, in its own currency, and a vehicle's value. */
const MONEY_FIELDS: Record<DocumentKind, readonly string[]> = { property: INSURED_VALUE_FIELDS, vehicle: ['value'] };

/** A cell as the schedule will show it once added: amounts read as the locations and vehicles tables write them. */
function previewText(row: Record<string, unknown>, field: string, kind: DocumentKind): string {
  const value = row[field];
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const amount = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (MONEY_FIELDS[kind].includes(field) && Number.isFinite(amount)) {
    const currency = typeof row.currency === 'string' && row.currency ? row.currency : undefined;
    return formatMoney(amount, { cents: 'never', currency });
  }
  return String(value);
}

/** The rows the answer would add, as a short table of the fields read. */
function Preview({ result, kind, replacing }: { result: ParseResult; kind: DocumentKind; replacing: boolean }) {
  const rows = (kind === 'vehicle' ? result.vehicles : result.properties) as unknown as Record<string, unknown>[];
  const fields = (kind === 'vehicle' ? VEHICLE_FIELDS : PROPERTY_FIELDS).filter((f) => rows.some((r) => r[f] !== undefined));
  const columns: TableColumn<PreviewRow>[] = fields.map((f, i) => ({
    id: f,
    header: SCHEDULE_FIELD_LABELS[f as ScheduleField],
    text: (r) => previewText(r, f, kind),
    isRowHeader: i === 0,
  }));
  const shown: PreviewRow[] = rows.slice(0, PREVIEW_ROWS).map((r, i) => ({ ...r, id: String(i) }));
  const noun = kind === 'vehicle' ? ['vehicle', 'vehicles'] : ['location', 'locations'];
  return (
    <div className={styles.preview}>
      <p className={styles.previewCount} role="status">
        {plural(rows.length, noun[0]!, noun[1]!)} will be added{replacing ? ' in their place' : ''}
        {rows.length > PREVIEW_ROWS ? `; the first ${PREVIEW_ROWS} are shown` : ''}.
      </p>
      {columns.length ? <Table aria-label="Preview of the rows to add" columns={columns} rows={shown} /> : null}
    </div>
  );
}

/**
 * The mapping review every schedule upload goes through: `review(file, answer, options)` opens a dialog
 * showing how each column was read; a change re-reads the file on the server with the person's choices
 * (the reading rules live there, one home for them), and Confirm resolves with the answer as reviewed,
 * Cancel with null. Confirmed corrections are learned when `learn` is set. Render `dialog` once.
 */
export function useMappingReview(): {
  review: (file: File, result: ParseResult, options: ReviewOptions) => Promise<ParseResult | null>;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const request = useRef(0);

  const review = useCallback(
    (file: File, result: ParseResult, options: ReviewOptions) =>
      new Promise<ParseResult | null>((resolve) => {
        // An answer without a column mapping (a letter read by the local model) has nothing to review.
        if (!result.mapping || result.mapping.columns.length === 0) {
          resolve(result);
          return;
        }
        setError(null);
        setPending({ ...options, file, original: result, result, choices: [], resolve });
      }),
    [],
  );

  const close = (answer: ParseResult | null) => {
    pending?.resolve(answer);
    setPending(null);
    setBusy(false);
  };

  const change = async (id: string, target: string | null) => {
    if (!pending) return;
    const column = pending.result.mapping?.columns.find((c) => columnId(c) === id);
    if (!column) return;
    const choice: ColumnChoice = { kind: column.kind, header: column.header, field: target as ScheduleField | null };
    const choices = [...pending.choices.filter((c) => columnId({ kind: c.kind, key: keyOf(pending, c) }) !== id), choice];
    const mine = ++request.current;
    setPending({ ...pending, choices });
    setBusy(true);
    setError(null);
    try {
      const result = await parseDocument(pending.file, { kind: pending.kind, clientId: pending.clientId, columns: choices });
      if (mine === request.current) setPending((p) => (p ? { ...p, result, choices } : p));
    } catch (failure) {
      if (mine === request.current) setError(errorMessage(failure, 'The file could not be read with that column'));
    } finally {
      if (mine === request.current) setBusy(false);
    }
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.learn) {
        const corrections = pending.choices.filter((c) => {
          const before = pending.original.mapping?.columns.find((o) => o.kind === c.kind && o.header === c.header);
          return !before || before.field !== c.field;
        });
        if (corrections.length) await learnMappings(corrections, pending.clientId ?? null);
      }
      close(pending.result);
    } catch (failure) {
      setBusy(false);
      setError(errorMessage(failure, 'The corrections could not be saved'));
    }
  };

  const mapping = pending?.result.mapping;
  const read = pending?.result;
  const kind: DocumentKind = pending?.kind ?? pending?.result.documentType ?? 'property';
  const columns: MappingReviewColumn[] = useMemo(
    () =>
      (mapping?.columns ?? [])
        .filter((c) => !pending?.kind || c.kind === pending.kind)
        .map((c) => ({
          id: columnId(c),
          header: c.header,
          group: c.sheets.length ? c.sheets.join(', ') : undefined,
          samples: c.samples,
          target: c.field,
          // How sure the values read are, not only the header match: a VIN read as written is shown as doubtful.
          confidence: columnReadConfidence(c, (c.kind === 'vehicle' ? read?.vehicles : read?.properties) ?? []),
          tag: c.source === 'learned' ? 'learned' : undefined,
        })),
    [mapping, read, pending?.kind],
  );
  const kinds = new Set((mapping?.columns ?? []).map((c) => c.kind));
  const targets = (
    kinds.has('vehicle') && !kinds.has('property')
      ? VEHICLE_FIELDS
      : kinds.has('property') && !kinds.has('vehicle')
        ? PROPERTY_FIELDS
        : [...PROPERTY_FIELDS, ...VEHICLE_FIELDS]
  ).map((f) => ({ id: f, label: SCHEDULE_FIELD_LABELS[f] }));

  const earlier = pending?.onto ? rowsReadFrom(pending.onto, pending.result.file) : null;
  const replaced = earlier ? { properties: earlier.properties.length, vehicles: earlier.vehicles.length } : null;
  const replacing = replaced !== null && replaced.properties + replaced.vehicles > 0;

  const dialog = (
    <Dialog
      title="Review column mapping"
      description={pending ? `Check how the columns of ${pending.file.name} were read before the rows are added.` : undefined}
      isOpen={pending !== null}
      onOpenChange={(open) => {
        if (!open) close(null);
      }}
      isDismissable={false}
      size="wide"
      footer={
        <>
          <Button variant="outline" onPress={() => close(null)}>
            Cancel
          </Button>
          <Button onPress={confirm} isDisabled={busy} isPending={busy} pendingLabel="Updating...">
            {replacing ? 'Confirm and Replace Rows' : 'Confirm and Add Rows'}
          </Button>
        </>
      }
    >
      {pending && mapping ? (
        <div className={styles.body}>
          {error ? (
            <Alert variant="destructive" title="Error">
              {error}
            </Alert>
          ) : null}
          {replacing && replaced && earlier ? (
            <Alert variant="warning" title="Already on the schedule" live="none">
              {replacedWording(replaced, [...earlier.properties, ...earlier.vehicles][0]?.sourceFile?.filename ?? pending.file.name)}
            </Alert>
          ) : null}
          <MappingReview
            columns={columns}
            targets={targets}
            onTargetChange={change}
            droppedSummary={DROP_REASONS.filter((r) => mapping.droppedCounts[r] > 0).map(
              (r) =>
                `${mapping.droppedCounts[r]} ${DROP_REASON_LABELS[r].toLowerCase()} ${mapping.droppedCounts[r] === 1 ? 'row' : 'rows'}`,
            )}
            dropped={mapping.dropped.map((d, i) => ({
              id: String(i),
              location: d.sheet ? `${d.sheet}, row ${d.row}` : `Row ${d.row}`,
              reason: DROP_REASON_LABELS[d.reason],
              text: d.cells.join(' | '),
            }))}
            skipped={mapping.skippedSheets.map((s) => ({ name: s.sheet, reason: s.reason }))}
            reviewBelow={REVIEW_THRESHOLD}
            preview={<Preview result={pending.result} kind={kind} replacing={replacing} />}
          />
        </div>
      ) : null}
    </Dialog>
  );

  return { review, dialog };
}

/** What confirming does to the rows a file gave before: they are replaced, edits and all; the others stay. */
function replacedWording(replaced: { properties: number; vehicles: number }, filename: string): string {
  const one = replaced.properties + replaced.vehicles === 1;
  return `The ${scheduleCount(replaced)} read from ${filename} ${one ? 'is' : 'are'} already on the schedule. Confirming replaces ${one ? 'it' : 'them'} with the rows below, changes made since included. Other rows stay as they are.`;
}

/** The normalised header of a choice, as the answer named it. */
function keyOf(pending: Pending, choice: ColumnChoice): string {
  return pending.result.mapping?.columns.find((c) => c.kind === choice.kind && c.header === choice.header)?.key ?? choice.header;
}
