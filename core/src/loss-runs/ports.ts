import type { SourceFile } from '../submissions/index.ts';
import type { LossClaim, LossClaimHistoryEntry, LossClaimInput } from './history-schemas.ts';
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

/** A loss run the broker confirmed: the file, its valuation, and the policy terms it covers. */
export interface ConfirmedLossRun {
  clientId: string;
  submissionId: string | null;
  file: SourceFile | null;
  valuationDate: string | null;
  terms: PolicyTerm[];
  claimCount: number;
  confirmedBy: string;
  confirmedAt: string;
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
  addLossRun(run: ConfirmedLossRun): Promise<void>;
  /** Every policy term the client's confirmed loss runs cover. */
  termsOnFile(clientId: string): Promise<PolicyTerm[]>;
  /** The client's policies not cancelled: the day each starts and its premium in cents. */
  premiums(clientId: string): Promise<{ effectiveDate: string; premium: number }[]>;
}
