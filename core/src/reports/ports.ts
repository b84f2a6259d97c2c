import type { AuditLine, BordereauLine, RegisterLine, ReportDownload } from './entities.ts';

/** A span of calendar days, both ends included ('YYYY-MM-DD'). */
export interface DayPeriod {
  from: string;
  to: string;
}

/**
 * Reads the lines of the reports a batch at a time, so a report of any length is written with a bounded
 * amount of memory and the server answers other requests between batches. Every method reads; none fails
 * but with `unavailable` when the database is lost.
 */
export interface ReportSource {
  /** Policies incepting in the period, by carrier, then policy number; only one carrier's when `carrier` is given (without case). */
  bordereau(period: DayPeriod, carrier: string | null): AsyncIterable<BordereauLine[]>;
  countBordereau(period: DayPeriod, carrier: string | null): Promise<number>;
  /** Submissions started in the period, oldest first. */
  register(period: DayPeriod): AsyncIterable<RegisterLine[]>;
  countRegister(period: DayPeriod): Promise<number>;
  /** Submission history entries written in the period, oldest first. */
  audit(period: DayPeriod): AsyncIterable<AuditLine[]>;
  countAudit(period: DayPeriod): Promise<number>;
  /** The carriers named on approved quotes, for the bordereau's choice. */
  carriers(): Promise<string[]>;
}

/** The reports each person downloaded, for their workspace. */
export interface ReportDownloadLog {
  record(userId: string, download: Omit<ReportDownload, 'id'>): Promise<void>;
  /** The person's downloads, newest first. */
  recent(userId: string, limit: number): Promise<ReportDownload[]>;
}
