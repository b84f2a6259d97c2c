import { AppError } from '../errors.ts';
import type { Repositories } from '../repositories.ts';
import { formatDate } from '../shared/dates.ts';
import { formatMoney } from '../shared/money.ts';
import { takeReadVersion, writeOverReadVersion } from '../shared/record-version.ts';
import { parseOrThrow } from '../shared/validation.ts';
import { plural } from '../shared/wording.ts';
import { assertNotEmpty, cleanFilename, type IncomingFile, sourceFileOf } from '../submissions/index.ts';
import { type Actor, type CoreDeps, isUuid } from '../use-case-deps.ts';
import { authorLabel, recordedBy } from '../users/index.ts';
import { lossHistoryAccess } from './access.ts';
import {
  LOSS_RUN_STATUS_LABELS,
  type LossClaim,
  LossClaimEditSchema,
  type LossClaimInput,
  type LossHistory,
  type LossRunConfirm,
  type LossRunFile,
  type LossRunReview,
} from './history-schemas.ts';
import type { LossClaimChange, LossRunReader } from './ports.ts';
import { valuationsOf } from './valuations.ts';
import { claimKey } from './rules.ts';
import type { LossRunStatus, PolicyTerm } from './schemas.ts';
import { lossHistorySummary } from './summary.ts';

/** What a loss run needs to be read for review: a file. */
export const LOSS_RUN_FILE_REQUIRED = 'Choose a loss run file to read';

/** How long a file read for review is kept waiting for its confirmation. */
export const UNCONFIRMED_LOSS_RUN_FILE_HOURS = 24;

/** The most loss runs a client's customers may have waiting for review at once. */
export const MAX_WAITING_LOSS_RUNS = 20;

const LOSS_RUN_FILE_GONE = 'The loss run file is no longer kept: read it again to confirm its claims';

const MONEY: readonly (keyof LossClaimInput)[] = ['reserve', 'paid', 'recovered', 'incurred'];

/** The claim's fields as the Loss History tab labels them, for its history. */
export const LOSS_CLAIM_FIELD_LABELS: Record<keyof LossClaimInput, string> = {
  carrier: 'Carrier',
  policyNumber: 'Policy number',
  policyTerm: 'Policy term',
  lineOfBusiness: 'Line of business',
  claimNumber: 'Claim number',
  claimant: 'Claimant',
  lossDate: 'Date of loss',
  reportDate: 'Date reported',
  closeDate: 'Date closed',
  status: 'Status',
  adjuster: 'Adjuster',
  reserve: 'Reserve',
  paid: 'Paid',
  recovered: 'Recovered',
  incurred: 'Incurred',
  description: 'Description',
  driver: 'Driver',
  unit: 'Unit',
};

const DATES: readonly (keyof LossClaimInput)[] = ['lossDate', 'reportDate', 'closeDate'];

function shown(field: keyof LossClaimInput, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'empty';
  if (MONEY.includes(field)) return formatMoney((value as number) / 100, 'USD', 'always');
  if (DATES.includes(field)) return formatDate(value as string);
  if (field === 'status') return LOSS_RUN_STATUS_LABELS[value as LossRunStatus];
  if (field === 'policyTerm') {
    const term = value as PolicyTerm;
    return `${formatDate(term.start)} – ${formatDate(term.end)}`;
  }
  return `“${String(value)}”`;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** 'Paid: $1,000.00 → $2,500.00; Status: “open” → “closed”': what a change moves, field by field. */
export function describeLossClaimChange(before: LossClaim, change: Partial<LossClaimInput>): string[] {
  return (Object.keys(LOSS_CLAIM_FIELD_LABELS) as (keyof LossClaimInput)[])
    .filter((key) => change[key] !== undefined && !same(change[key], before[key]))
    .map((key) => `${LOSS_CLAIM_FIELD_LABELS[key]}: ${shown(key, before[key])} → ${shown(key, change[key])}`);
}

/** The loss history as the actor may see it: the claims, the per-year summary and what changed. */
async function historyOf(repos: Repositories, clientId: string, editable: boolean, today: Date): Promise<LossHistory> {
  const [stored, lossRuns, waiting, termsOnFile, premiums, history] = await Promise.all([
    repos.lossClaims.forClient(clientId),
    repos.lossClaims.lossRuns(clientId),
    repos.lossClaims.waitingFiles(clientId),
    repos.lossClaims.termsOnFile(clientId),
    repos.lossClaims.premiums(clientId),
    editable ? repos.lossClaims.history(clientId) : Promise.resolve([]),
  ]);
  const claims = stored.map(({ key: _key, ...claim }) => claim);
  return {
    clientId,
    editable,
    claims,
    lossRuns,
    waiting,
    summary: lossHistorySummary({ claims, termsOnFile, premiums, currentYear: today.getUTCFullYear() }),
    history,
  };
}

/** GET /api/clients/{id}/loss-history: staff, and the client's own customers (read only, without the change history). */
export const getLossHistory =
  (deps: Pick<CoreDeps, 'uow' | 'clock'>) =>
  async (actor: Actor, clientId: string): Promise<LossHistory> => {
    const access = await lossHistoryAccess(deps.uow.repos, actor, clientId);
    return historyOf(deps.uow.repos, clientId, access === 'edit', deps.clock.now());
  };

/**
 * Reads an uploaded loss run for the broker's review and stores no claim: the claims come back with their
 * confidence and sources, and the file is named by its digest for the confirmation. The file is kept for the
 * client, once per digest, until a confirmation links it; one no confirmation links is dropped at the first
 * reading a day after it was last read. A document that is not a loss run fails with `unprocessable`, the
 * reader's message, and is not kept.
 */
export const readLossRunForReview =
  (deps: Pick<CoreDeps, 'uow' | 'clock'> & { lossRuns: LossRunReader }) =>
  async (actor: Actor, clientId: string, files: IncomingFile[] = []): Promise<LossRunReview> => {
    await lossHistoryAccess(deps.uow.repos, actor, clientId, 'edit');
    const file = theLossRunOf(files);
    const reading = await deps.lossRuns.read(file.bytes);
    const source = await sourceFileOf({ filename: cleanFilename(file.filename), bytes: file.bytes });
    const now = deps.clock.now();
    await deps.uow.run(async (repos) => {
      await repos.lossClaims.dropUnconfirmedFiles(unconfirmedBefore(now));
      await repos.lossClaims.keepFile({ ...source, clientId, mimeType: file.mimeType, bytes: file.bytes, at: now.toISOString() });
    });
    return { ...reading, file: source };
  };

/** The one file a loss run upload must carry, not empty. */
function theLossRunOf(files: IncomingFile[]): IncomingFile {
  const [file] = files;
  if (!file) throw AppError.invalid(LOSS_RUN_FILE_REQUIRED, [{ path: 'document', message: LOSS_RUN_FILE_REQUIRED }]);
  assertNotEmpty(file, 'document');
  return file;
}

/** The moment before which a reading's file no confirmation linked is dropped. */
const unconfirmedBefore = (now: Date) => new Date(now.getTime() - UNCONFIRMED_LOSS_RUN_FILE_HOURS * 3_600_000).toISOString();

/**
 * POST /api/clients/{id}/loss-runs/waiting: the client's customer (or staff) hands in a loss run for the
 * broker's review. It is read first, so a document that is not a loss run is refused with the reader's
 * message; then its file is kept, waiting, until staff confirm its claims from the same review or discard it.
 * At most MAX_WAITING_LOSS_RUNS wait at once. Answers the loss history as the actor may see it.
 */
export const handInLossRun =
  (deps: Pick<CoreDeps, 'uow' | 'clock'> & { lossRuns: LossRunReader }) =>
  async (actor: Actor, clientId: string, files: IncomingFile[] = []): Promise<LossHistory> => {
    const access = await lossHistoryAccess(deps.uow.repos, actor, clientId, 'hand in');
    const file = theLossRunOf(files);
    await deps.lossRuns.read(file.bytes);
    const source = await sourceFileOf({ filename: cleanFilename(file.filename), bytes: file.bytes });
    const now = deps.clock.now();
    const at = now.toISOString();
    return deps.uow.run(async (repos) => {
      const waiting = await repos.lossClaims.waitingFiles(clientId);
      if (waiting.length >= MAX_WAITING_LOSS_RUNS)
        throw AppError.conflict(
          `${MAX_WAITING_LOSS_RUNS} loss runs are waiting for the broker's review already; try again once they are reviewed`,
        );
      const by = authorLabel(actor);
      await repos.lossClaims.handInFile({ ...source, clientId, mimeType: file.mimeType, bytes: file.bytes, at, by });
      await repos.clients.addHistory(clientId, {
        ...recordedBy(actor),
        action: 'Loss run handed in',
        details: `“${source.filename}”, waiting for review`,
        date: at,
      });
      return historyOf(repos, clientId, access === 'edit', now);
    });
  };

/**
 * POST /api/clients/{id}/loss-runs/waiting/{fileId}/read: staff read a loss run waiting for review, as reading
 * an upload does (the same review, confirmed the same way, which ends its wait).
 */
export const readWaitingLossRun =
  (deps: Pick<CoreDeps, 'uow' | 'clock'> & { lossRuns: LossRunReader }) =>
  async (actor: Actor, clientId: string, fileId: string): Promise<LossRunReview> => {
    await lossHistoryAccess(deps.uow.repos, actor, clientId, 'edit');
    const waiting = isUuid(fileId) ? await deps.uow.repos.lossClaims.waitingFile(clientId, fileId) : null;
    if (!waiting) throw AppError.notFound('Loss run waiting for review');
    const reading = await deps.lossRuns.read(waiting.bytes);
    return { ...reading, file: { filename: waiting.filename, digest: waiting.digest } };
  };

/** DELETE /api/clients/{id}/loss-runs/waiting/{fileId}: staff discard a loss run handed in, storing none of it. */
export const discardWaitingLossRun =
  (deps: Pick<CoreDeps, 'uow' | 'clock'>) =>
  async (actor: Actor, clientId: string, fileId: string): Promise<LossHistory> => {
    const now = deps.clock.now();
    return deps.uow.run(async (repos) => {
      await lossHistoryAccess(repos, actor, clientId, 'edit');
      const waiting = isUuid(fileId) ? await repos.lossClaims.waitingFile(clientId, fileId) : null;
      if (!waiting || !(await repos.lossClaims.endWait(clientId, { id: fileId }))) throw AppError.notFound('Loss run waiting for review');
      await repos.clients.addHistory(clientId, {
        ...recordedBy(actor),
        action: 'Loss run discarded',
        details: `“${waiting.filename}”, handed in by ${waiting.handedInBy}`,
        date: now.toISOString(),
      });
      return historyOf(repos, clientId, true, now);
    });
  };

/** GET /api/clients/{id}/loss-runs/{runId}/file: the file a loss run was read from, to whoever reads the loss history. */
export const downloadLossRunFile =
  (deps: Pick<CoreDeps, 'uow'>) =>
  async (actor: Actor, clientId: string, runId: string): Promise<LossRunFile & { bytes: Uint8Array }> => {
    await lossHistoryAccess(deps.uow.repos, actor, clientId);
    const file = await deps.uow.repos.lossClaims.lossRunFile(clientId, runId);
    if (!file) throw AppError.notFound('Loss run file');
    return file;
  };

const termsOf = (claims: readonly LossClaimInput[]): PolicyTerm[] => {
  const seen = new Map<string, PolicyTerm>();
  for (const { policyTerm } of claims) if (policyTerm) seen.set(`${policyTerm.start}|${policyTerm.end}`, policyTerm);
  return [...seen.values()];
};

const carriersOf = (claims: readonly LossClaimInput[]): string[] =>
  [...new Set(claims.map((claim) => claim.carrier).filter((carrier): carrier is string => carrier !== null))].sort();

/**
 * Stores the claims of a loss run as the broker reviewed them, in one transaction. A claim is one per carrier
 * and claim number across uploads: a newer valuation (or one that names none) updates the claim on file, an
 * older one leaves its values and adds its valuation date; every change is written to the claim's history and
 * the confirmation to the client's. The loss run is kept with the file its claims were read from, which must
 * still be kept from its reading. Staff only.
 */
export const confirmLossRun =
  (deps: Pick<CoreDeps, 'uow' | 'clock'>) =>
  async (actor: Actor, clientId: string, body: LossRunConfirm): Promise<LossHistory> => {
    const now = deps.clock.now();
    const at = now.toISOString();
    return deps.uow.run(async (repos) => {
      await lossHistoryAccess(repos, actor, clientId, 'edit');
      if (body.submissionId) {
        const submission = await repos.submissions.get(body.submissionId);
        if (!submission || submission.clientId !== clientId) throw AppError.notFound('Submission');
      }
      if (body.file && !(await repos.lossClaims.holdFile(clientId, body.file.digest)))
        throw AppError.invalid(LOSS_RUN_FILE_GONE, [{ path: 'file', message: LOSS_RUN_FILE_GONE }]);
      const onFile = new Map((await repos.lossClaims.forClient(clientId)).map((claim) => [claim.key, claim]));
      const user = authorLabel(actor);
      const valuation = body.valuationDate;
      const from = `${body.file ? `“${body.file.filename}”` : 'a loss run'}${valuation ? ` valued ${formatDate(valuation)}` : ''}`;
      let added = 0;
      let updated = 0;
      for (const claim of body.claims) {
        const key = claimKey(claim.carrier ?? '', claim.claimNumber);
        const before = onFile.get(key);
        if (!before) {
          const stored = await repos.lossClaims.insert({
            ...claim,
            clientId,
            submissionId: body.submissionId,
            key,
            valuationDate: valuation,
            valuationDates: valuationsOf([valuation]),
            source: body.file,
            at,
          });
          await repos.lossClaims.addHistory(stored.id, { user, action: 'Claim added', details: `Read from ${from}`, date: at });
          onFile.set(key, { ...stored, key });
          added++;
          continue;
        }
        const valuationDates = valuationsOf([...before.valuationDates, valuation]);
        const newer = valuation === null || before.valuationDate === null || valuation >= before.valuationDate;
        const change: LossClaimChange = newer
          ? {
              ...claim,
              valuationDate: valuation ?? before.valuationDate,
              valuationDates,
              source: body.file ?? before.source,
              submissionId: body.submissionId ?? before.submissionId,
            }
          : { valuationDates };
        const changed = newer ? describeLossClaimChange(before, claim) : [];
        const stored = await repos.lossClaims.update(clientId, before.id, change, at);
        const details = newer
          ? `Updated from ${from}${changed.length ? `: ${changed.join('; ')}` : ', unchanged'}`
          : `Listed in ${from}, older than the valuation on file; its values are kept`;
        await repos.lossClaims.addHistory(stored.id, { user, action: newer ? 'Claim updated' : 'Older valuation', details, date: at });
        onFile.set(key, { ...stored, key });
        updated++;
      }
      await repos.lossClaims.addLossRun({
        clientId,
        submissionId: body.submissionId,
        file: body.file,
        carriers: carriersOf(body.claims),
        valuationDate: valuation,
        terms: termsOf(body.claims),
        claimCount: body.claims.length,
        confirmedBy: user,
        confirmedAt: at,
      });
      if (body.file) await repos.lossClaims.endWait(clientId, { digest: body.file.digest });
      await repos.clients.addHistory(clientId, {
        ...recordedBy(actor),
        action: 'Loss run confirmed',
        details: `${plural(body.claims.length, 'claim')} from ${from}: ${added} added, ${updated} on file`,
        date: at,
      });
      return historyOf(repos, clientId, true, now);
    });
  };

/**
 * Staff correct a stored claim over the version they read (`version`, or If-Match): 409 with the claim as it
 * stands when it moved since. A changed carrier or claim number moves the claim's key. Written to its history.
 */
export const editLossClaim =
  (deps: Pick<CoreDeps, 'uow' | 'clock'>) =>
  async (actor: Actor, clientId: string, claimId: string, input: unknown): Promise<LossClaim> => {
    const { read, changes: posted } = takeReadVersion(input ?? {});
    const { version: _version, ...change } = parseOrThrow(LossClaimEditSchema, posted ?? {});
    const at = deps.clock.now().toISOString();
    return deps.uow.run(async (repos) => {
      await lossHistoryAccess(repos, actor, clientId, 'edit');
      const current = await repos.lossClaims.find(clientId, claimId);
      if (!current) throw AppError.notFound('Claim');
      const changed = describeLossClaimChange(current, change);
      const moved = { ...current, ...change };
      const key = claimKey(moved.carrier ?? '', moved.claimNumber);
      const updated = await writeOverReadVersion(
        read,
        current,
        () => repos.lossClaims.find(clientId, claimId),
        (expected) => repos.lossClaims.update(clientId, claimId, { ...change, key }, at, expected),
      );
      if (changed.length > 0)
        await repos.lossClaims.addHistory(claimId, {
          user: authorLabel(actor),
          action: 'Claim edited',
          details: changed.join('; '),
          date: at,
        });
      return updated;
    });
  };
