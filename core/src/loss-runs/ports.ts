import type { SourceFile } from '../submissions/index.ts';
import type { LossClaim, LossClaimHistoryEntry, LossClaimInput, LossRunFile, LossRunOnFile, WaitingLossRun } from './history-schemas.ts';
import type { LossRunReading, PolicyTerm } from './schemas.ts';

/** Reads a carrier's loss run into claims; fails with `unprocessable` for a document that is not one. */
export interface LossRunReader {
  read(bytes: Uint8Array): Promise<LossRunReading>;
}

/** A claim to store, with where its values came from. */
export interface NewLossClaim extends LossClaimInput {
  clientId: string;
  submissionId: string | null;
  /** The carrier and claim number as claimKey compares them: one claim per key and client. */
  key: string;
  valuationDate: string | null;
  valuationDates: string[];
  source: SourceFile | null;
  at: string;
}

/** What a write changes of a stored claim. */
export type LossClaimChange = Partial<LossClaimInput> & {
  key?: string;
  submissionId?: string | null;
  valuationDate?: string | null;
  valuationDates?: string[];
  source?: SourceFile | null;
};

/** A loss run the broker confirmed: the file, its valuation, and the carriers and policy terms it covers. */
export interface ConfirmedLossRun {
  clientId: string;
  submissionId: string | null;
  /** The file its claims were read from: one of the client's kept files, by digest. */
  file: SourceFile | null;
  carriers: string[];
  valuationDate: string | null;
  terms: PolicyTerm[];
  claimCount: number;
  confirmedBy: string;
  confirmedAt: string;
}

/** A file read as a loss run, kept until its claims are confirmed (or dropped a day after it was read). */
export interface KeptLossRunFile {
  clientId: string;
  digest: string;
  filename: string;
  mimeType: string;
  bytes: Uint8Array;
  at: string;
}

export interface LossClaimRepository {
  /** The client's claims, latest loss first. */
  forClient(clientId: string): Promise<(LossClaim & { key: string })[]>;
  /** One claim of the client; null when the client has no such claim. */
  find(clientId: string, id: string): Promise<LossClaim | null>;
  insert(claim: NewLossClaim): Promise<LossClaim>;
  /**
   * Writes the change, over `expectedVersion` when given (staleWrite when the claim moved since); not_found
   * when the client has no such claim.
   */
  update(clientId: string, id: string, change: LossClaimChange, at: string, expectedVersion?: number): Promise<LossClaim>;
  addHistory(claimId: string, entry: { user: string; action: string; details: string; date: string }): Promise<void>;
  /** The changes to the client's claims, newest first. */
  history(clientId: string): Promise<LossClaimHistoryEntry[]>;
  /** Stores the confirmed loss run, linked to the client's kept file its `file` names: its id. */
  addLossRun(run: ConfirmedLossRun): Promise<string>;
  /** The client's confirmed loss runs, the latest first. */
  lossRuns(clientId: string): Promise<LossRunOnFile[]>;
  /**
   * Keeps a file read as a loss run for its confirmation, once per client and digest: the same bytes read again
   * are not stored twice, only read again at `at` under the latest name.
   */
  keepFile(file: KeptLossRunFile): Promise<void>;
  /**
   * Whether the client's file of this digest is kept, holding it so that it is not dropped before the
   * transaction ends.
   */
  holdFile(clientId: string, digest: string): Promise<boolean>;
  /**
   * Drops every client's kept files no confirmed loss run links that were last read before `before`, but for
   * those waiting for review.
   */
  dropUnconfirmedFiles(before: string): Promise<void>;
  /** Keeps a loss run handed in for review, as keepFile does, marked as waiting, by whom and when. */
  handInFile(file: KeptLossRunFile & { by: string }): Promise<void>;
  /** The client's loss runs waiting for review, the latest handed in first. */
  waitingFiles(clientId: string): Promise<WaitingLossRun[]>;
  /** One of them with its bytes and digest; null when the client has no such file waiting. */
  waitingFile(clientId: string, fileId: string): Promise<(WaitingLossRun & { digest: string; bytes: Uint8Array }) | null>;
  /** Ends the wait of the client's file of this digest, if it waits (confirmed or discarded): whether it did. */
  endWait(clientId: string, where: { digest: string } | { id: string }): Promise<boolean>;
  /** The file a confirmed loss run of the client was read from; null when there is no such run or file. */
  lossRunFile(clientId: string, runId: string): Promise<(LossRunFile & { bytes: Uint8Array }) | null>;

  /** Every policy term the client's confirmed loss runs cover. */
  termsOnFile(clientId: string): Promise<PolicyTerm[]>;
  /**
   * Moves a merged client's loss history to the client it was merged into: the `dropped` claims go, their
   * history moved onto the claim each was merged `into`; the other claims, the loss runs and their files move,
   * a file the kept client holds too (the same digest) being kept once.
   */
  moveClient(fromClientId: string, toClientId: string, dropped: readonly { claimId: string; into: string }[]): Promise<void>;
  /** The client's policies not cancelled: the day each starts and its premium in cents. */
  premiums(clientId: string): Promise<{ effectiveDate: string; premium: number }[]>;
}
