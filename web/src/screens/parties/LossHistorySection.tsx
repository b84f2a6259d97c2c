import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  confirmationOf,
  LOSS_RUN_STATUS_LABELS,
  type LossClaim,
  type LossRunConfirm,
  type LossRunOnFile,
  type LossRunReview,
  type LossYear,
  type WaitingLossRun,
} from '@workbench/core';
import { Alert, Button, DropZone, EditIcon, SectionCard, Spinner, Table, useToast, type TableColumn } from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { DownloadLink } from '../../components/DownloadLink.tsx';
import { formatBytes, formatDate, formatDateTime, formatMoney, formatNumber } from '../../format.ts';
import { lossHistoryCalls, lossHistoryKeys, lossHistoryQueryOptions, lossRunFileHref } from '../../queries/loss-history.queries.ts';
import { LossClaimDialog } from './LossClaimDialog.tsx';
import * as styles from './parties.css.ts';

/** Loss runs the reader takes: printed PDFs, scanned pages and carriers' exports. */
const LOSS_RUN_ACCEPT = ['application/pdf', '.pdf', 'image/png', 'image/jpeg', '.xlsx', '.xls', '.csv', 'text/csv'];

/** Amounts come in cents. */
const money = (cents: number | null) => (cents === null ? '—' : formatMoney(cents / 100, { cents: 'always' }));
const missingOr = (year: LossYear, value: string) => (year.missing ? '—' : value);

const SUMMARY_COLUMNS: TableColumn<LossYear & { id: string }>[] = [
  { id: 'year', header: 'Policy year', isRowHeader: true, minWidth: 90, cell: (y) => String(y.year) },
  {
    id: 'claimCount',
    header: 'Claims',
    align: 'end',
    minWidth: 120,
    cell: (y) => (y.missing ? 'No loss run on file' : String(y.claimCount)),
  },
  { id: 'incurred', header: 'Incurred', align: 'end', minWidth: 110, cell: (y) => money(y.incurred) },
  { id: 'paid', header: 'Paid', align: 'end', minWidth: 110, cell: (y) => money(y.paid) },
  { id: 'openReserves', header: 'Open reserves', align: 'end', minWidth: 110, cell: (y) => money(y.openReserves) },
  { id: 'largestLoss', header: 'Largest loss', align: 'end', minWidth: 110, cell: (y) => money(y.largestLoss) },
  {
    id: 'frequency',
    header: 'Frequency',
    align: 'end',
    minWidth: 90,
    cell: (y) => missingOr(y, y.frequency === null ? '—' : formatNumber(y.frequency, { decimals: 2 })),
  },
  { id: 'severity', header: 'Severity', align: 'end', minWidth: 110, cell: (y) => money(y.severity) },
  {
    id: 'lossRatio',
    header: 'Loss ratio',
    align: 'end',
    minWidth: 90,
    cell: (y) => (y.lossRatio === null ? '—' : `${formatNumber(y.lossRatio * 100, { decimals: 1 })}%`),
  },
];

type ClaimRow = Pick<
  LossClaim,
  'carrier' | 'policyNumber' | 'claimNumber' | 'claimant' | 'lossDate' | 'status' | 'reserve' | 'paid' | 'incurred'
> & {
  id: string;
};

const CLAIM_COLUMNS: TableColumn<ClaimRow>[] = [
  { id: 'claimNumber', header: 'Claim', isRowHeader: true, minWidth: 120 },
  { id: 'carrier', header: 'Carrier', minWidth: 160, cell: (c) => c.carrier ?? '—' },
  { id: 'policyNumber', header: 'Policy', minWidth: 110, cell: (c) => c.policyNumber ?? '—' },
  { id: 'lossDate', header: 'Date of loss', minWidth: 110, cell: (c) => formatDate(c.lossDate) },
  { id: 'claimant', header: 'Claimant', minWidth: 120, cell: (c) => c.claimant ?? '—' },
  { id: 'status', header: 'Status', minWidth: 90, cell: (c) => LOSS_RUN_STATUS_LABELS[c.status] },
  { id: 'reserve', header: 'Reserve', align: 'end', minWidth: 100, cell: (c) => money(c.reserve) },
  { id: 'paid', header: 'Paid', align: 'end', minWidth: 100, cell: (c) => money(c.paid) },
  { id: 'incurred', header: 'Incurred', align: 'end', minWidth: 100, cell: (c) => money(c.incurred) },
];

/** The loss runs on file, each with the file it was read from to download. */
const lossRunColumns = (clientId: string): TableColumn<LossRunOnFile>[] => [
  {
    id: 'carriers',
    header: 'Carrier',
    isRowHeader: true,
    minWidth: 140,
    cell: (r) => (r.carriers.length > 0 ? r.carriers.join(', ') : '—'),
  },
  { id: 'valuationDate', header: 'Valued', minWidth: 90, cell: (r) => (r.valuationDate ? formatDate(r.valuationDate) : '—') },
  {
    id: 'terms',
    header: 'Policy terms',
    minWidth: 140,
    cell: (r) =>
      r.terms.length > 0 ? (
        <ul className={styles.list}>
          {r.terms.map((t) => (
            <li key={t.start}>{`${formatDate(t.start)} – ${formatDate(t.end)}`}</li>
          ))}
        </ul>
      ) : (
        '—'
      ),
  },
  { id: 'claimCount', header: 'Claims', align: 'end', minWidth: 64, cell: (r) => String(r.claimCount) },
  {
    id: 'confirmed',
    header: 'Confirmed',
    minWidth: 130,
    cell: (r) => `${r.confirmedBy}, ${formatDateTime(r.confirmedAt)}`,
  },
  {
    id: 'file',
    header: 'File',
    minWidth: 150,
    cell: (r) =>
      r.file ? (
        <div className={styles.fileCell}>
          <span>{`${r.file.filename} (${formatBytes(r.file.size)})`}</span>
          <DownloadLink href={lossRunFileHref(clientId, r.id)} filename={r.file.filename} />
        </div>
      ) : (
        'Not kept'
      ),
  },
];

/**
 * The loss runs handed in and waiting for review: staff open each in the review, or discard it; the client's
 * customer sees that theirs wait.
 */
function Waiting({
  waiting,
  editable,
  busy,
  onReview,
  onDiscard,
}: {
  waiting: WaitingLossRun[];
  editable: boolean;
  busy: boolean;
  onReview: (run: WaitingLossRun) => void;
  onDiscard: (run: WaitingLossRun) => void;
}) {
  const title = editable ? 'Loss runs waiting for review' : "Waiting for your broker's review";
  return (
    <section className={styles.stack} aria-label={title}>
      <h3 className={styles.factsHeading}>{title}</h3>
      <ul className={styles.list}>
        {waiting.map((run) => (
          <li key={run.id} className={styles.listItem}>
            <div className={styles.itemText}>
              <span className={styles.itemTitle}>{`${run.filename} (${formatBytes(run.size)})`}</span>
              <span className={styles.itemMeta}>{`Handed in by ${run.handedInBy}, ${formatDateTime(run.handedInAt)}`}</span>
            </div>
            {editable ? (
              <div className={styles.itemActions}>
                <Button size="sm" isDisabled={busy} aria-label={`Review ${run.filename}`} onPress={() => onReview(run)}>
                  Review
                </Button>
                <Button size="sm" variant="outline" isDisabled={busy} aria-label={`Discard ${run.filename}`} onPress={() => onDiscard(run)}>
                  Discard
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The claims a reading would store, before the broker confirms them. */
function Review({
  review,
  confirm,
  onDiscard,
}: {
  review: LossRunReview;
  confirm: { pending: boolean; run: (body: LossRunConfirm) => void };
  onDiscard: () => void;
}) {
  const body = confirmationOf(review);
  const rows = body.claims.map((claim, index) => ({ ...claim, id: `${index}` }));
  const valuation = body.valuationDate ? ` valued ${formatDate(body.valuationDate)}` : '';
  return (
    <div className={styles.stack} role="group" aria-label="Loss run review">
      <Alert
        variant="info"
        role="none"
        title={`Review ${rows.length} ${rows.length === 1 ? 'claim' : 'claims'} from ${review.file.filename}${valuation}`}
        actions={
          <>
            <Button size="sm" isDisabled={confirm.pending || rows.length === 0} onPress={() => confirm.run(body)}>
              {confirm.pending ? 'Confirming...' : `Confirm ${rows.length} ${rows.length === 1 ? 'claim' : 'claims'}`}
            </Button>
            <Button size="sm" variant="outline" isDisabled={confirm.pending} onPress={onDiscard}>
              Discard
            </Button>
          </>
        }
      >
        Nothing is stored until you confirm. A claim already on file is updated by a newer valuation.
      </Alert>
      {review.warnings.length > 0 ? (
        <Alert variant="warning" role="none" title="The reader noticed">
          <ul className={styles.list}>
            {review.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <Table aria-label="Claims read from the loss run" columns={CLAIM_COLUMNS} rows={rows} emptyText="No claims read" />
    </div>
  );
}

/**
 * The client's loss history: the per-year summary over the last five policy years, the loss runs on file
 * with their files to download, the claims on file and, for staff, reading a carrier's loss run (uploaded, or
 * handed in by the client's customer and waiting), reviewing its claims and confirming them. Customers see it
 * read only and hand in loss runs for the broker's review.
 */
export function LossHistorySection({ clientId }: { clientId: string }) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const history = useQuery(lossHistoryQueryOptions(clientId));
  const [review, setReview] = useState<LossRunReview | null>(null);
  const [readError, setReadError] = useState<string | undefined>();
  const [editing, setEditing] = useState<LossClaim | null>(null);
  const read = useMutation({
    mutationFn: (file: File) => lossHistoryCalls.read(clientId, file),
    onMutate: () => setReadError(undefined),
    onSuccess: setReview,
    onError: (error) => setReadError(errorMessage(error, 'The loss run could not be read')),
  });
  const readWaiting = useMutation({
    mutationFn: (run: WaitingLossRun) => lossHistoryCalls.readWaiting(clientId, run.id),
    onMutate: () => setReadError(undefined),
    onSuccess: setReview,
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Loss run not read', description: errorMessage(error, 'The loss run could not be read') }),
  });
  const discardWaiting = useMutation({
    mutationFn: (run: WaitingLossRun) => lossHistoryCalls.discardWaiting(clientId, run.id),
    onSuccess: (fresh, run) => {
      queryClient.setQueryData(lossHistoryKeys.of(clientId), fresh);
      toast({ title: 'Loss run discarded', description: `None of ${run.filename} is stored.` });
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Loss run not discarded', description: errorMessage(error, 'Try again later') }),
  });
  const handIn = useMutation({
    mutationFn: (file: File) => lossHistoryCalls.handIn(clientId, file),
    onMutate: () => setReadError(undefined),
    onSuccess: (fresh, file) => {
      queryClient.setQueryData(lossHistoryKeys.of(clientId), fresh);
      toast({ title: 'Loss run sent', description: `Your broker reviews ${file.name} before its claims are added.` });
    },
    onError: (error) => setReadError(errorMessage(error, 'The loss run could not be sent')),
  });
  const confirm = useMutation({
    mutationFn: (body: LossRunConfirm) => lossHistoryCalls.confirm(clientId, body),
    onSuccess: (fresh, body) => {
      queryClient.setQueryData(lossHistoryKeys.of(clientId), fresh);
      setReview(null);
      toast({ title: 'Loss run confirmed', description: `${body.claims.length} claims are in the loss history.` });
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Loss run not confirmed', description: errorMessage(error, 'Failed to store the claims') }),
  });
  if (history.isPending) return <Spinner label="Loading loss history" />;
  if (history.isError)
    return (
      <Alert variant="destructive" title="Loss history not available">
        {errorMessage(history.error, 'Try again later')}
      </Alert>
    );
  const { editable, claims, summary, lossRuns, waiting } = history.data;
  const summaryRows = summary.map((year) => ({ ...year, id: String(year.year) }));
  const claimColumns: TableColumn<LossClaim>[] = editable
    ? [
        ...CLAIM_COLUMNS,
        {
          id: 'edit',
          header: 'Edit',
          minWidth: 70,
          cell: (c) => (
            <Button variant="ghost" size="sm" aria-label={`Edit claim ${c.claimNumber}`} onPress={() => setEditing(c)}>
              <EditIcon />
            </Button>
          ),
        },
      ]
    : CLAIM_COLUMNS;
  return (
    <SectionCard id="client-loss-history" title="Loss History">
      <div className={styles.stack}>
        <Table aria-label="Loss history by policy year" columns={SUMMARY_COLUMNS} rows={summaryRows} emptyText="No policy years" />
        {editable && !review ? (
          <DropZone
            aria-label="Upload a loss run"
            accept={LOSS_RUN_ACCEPT}
            title="Drag and drop a carrier's loss run here, or"
            browseLabel="Choose a loss run"
            hint={read.isPending ? 'Reading the loss run...' : 'PDF, scanned page (PNG, JPEG), xlsx or CSV'}
            isDisabled={read.isPending}
            errorMessage={readError}
            onFiles={([file]) => (file ? read.mutate(file) : undefined)}
          />
        ) : null}
        {!editable ? (
          <DropZone
            aria-label="Send a loss run to your broker"
            accept={LOSS_RUN_ACCEPT}
            title="Drag and drop a loss run from your carrier here, or"
            browseLabel="Choose a loss run to send"
            hint={
              handIn.isPending
                ? 'Sending the loss run...'
                : 'PDF, scanned page (PNG, JPEG), xlsx or CSV. Your broker reviews it before its claims are added.'
            }
            isDisabled={handIn.isPending}
            errorMessage={readError}
            onFiles={([file]) => (file ? handIn.mutate(file) : undefined)}
          />
        ) : null}
        {waiting.length > 0 && !review ? (
          <Waiting
            waiting={waiting}
            editable={editable}
            busy={readWaiting.isPending || discardWaiting.isPending}
            onReview={(run) => readWaiting.mutate(run)}
            onDiscard={(run) => discardWaiting.mutate(run)}
          />
        ) : null}
        {review ? (
          <Review
            review={review}
            confirm={{ pending: confirm.isPending, run: (body) => confirm.mutate(body) }}
            onDiscard={() => setReview(null)}
          />
        ) : null}
        {lossRuns.length === 0 ? (
          <p className={styles.muted}>No loss runs on file.</p>
        ) : (
          <Table aria-label="Loss runs on file" columns={lossRunColumns(clientId)} rows={lossRuns} emptyText="No loss runs on file" />
        )}
        {claims.length === 0 ? (
          <p className={styles.muted}>No claims on file from loss runs.</p>
        ) : (
          <Table aria-label="Claims on file" columns={claimColumns} rows={claims} emptyText="No claims on file" />
        )}
        {editing ? <LossClaimDialog key={editing.id} clientId={clientId} claim={editing} onClose={() => setEditing(null)} /> : null}
      </div>
    </SectionCard>
  );
}
