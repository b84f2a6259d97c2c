import type { IntakeDecision, IntakeItem, IntakeRecord, IntakeStatus, ModelGuesses } from './entities.ts';

/**
 * The intake log: every mail taken, keyed by its Message-ID so that no mail is ever taken twice, whichever
 * process or path delivers it again; and the drafts its items opened.
 */
export interface IntakeRepository {
  /**
   * Logs the Message-ID as being taken by the current unit of work and answers the new item's id; null when
   * it was taken before. A concurrent claim of the same id waits until the other unit of work ends: it
   * answers null when that one committed and claims the id when it rolled back (a crash mid-way).
   */
  claim(messageId: string, receivedAt: string): Promise<string | null>;
  /** Writes what was made of the claimed mail. Fails with not_found when `id` was not claimed. */
  record(id: string, record: IntakeRecord): Promise<IntakeItem>;
  /** The item taken with this Message-ID; null when none was. */
  findByMessageId(messageId: string): Promise<IntakeItem | null>;
  /**
   * The latest item among these Message-IDs that is still on a submission: the thread a reply belongs to.
   * Null when none is (unknown ids, or only discarded ones).
   */
  findThread(messageIds: readonly string[]): Promise<IntakeItem | null>;
  get(id: string): Promise<IntakeItem | null>;
  /** Items in these statuses, newest first. */
  list(statuses: readonly IntakeStatus[]): Promise<IntakeItem[]>;
  /** How many items wait on the queue (status new). */
  countWaiting(): Promise<number>;
  /** Records a broker's decision. Fails with not_found when the item is unknown. */
  decide(id: string, decision: IntakeDecision): Promise<IntakeItem>;
  /**
   * Moves a draft's messages and documents onto another submission, and every intake item on the draft with
   * them (so later replies thread onto the submission they were merged into).
   */
  moveDraft(fromSubmissionId: string, toSubmissionId: string): Promise<void>;
  /** Deletes a draft opened by the intake, with all it holds (its documents too). */
  dropDraft(submissionId: string): Promise<void>;
}

/** A reader that may guess what the rules could not from a mail: the local model, when one is configured. */
export interface MailReader {
  /**
   * Its guesses from a mail's subject and body (`today` is the day the mail came, 'YYYY-MM-DD', for dates
   * without a year). Fails when the model does not answer within its time limit or answers something that is
   * not its guesses: the intake then keeps the rules' guesses alone.
   */
  guess(mail: { subject: string; text: string; today: string }): Promise<ModelGuesses>;
}
