import * as v from 'valibot';

/**
 * The one error type of the domain. Ports and use cases fail with an AppError; anything else that
 * escapes is turned into `internal` at the edge. The bff maps each code to one HTTP status.
 */
export type AppErrorCode =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unsupported'
  | 'unprocessable'
  | 'rate_limited'
  | 'unavailable'
  | 'internal';

export interface AppErrorIssue {
  /** Dotted path of the offending field, e.g. `username` or `coverages.0.limit`. */
  path: string;
  message: string;
}

/**
 * The stable name an error answer carries beside its message, for callers to branch on (the message is for
 * people and may be reworded): the kind of failure, unless the error names its own reason.
 */
export const ANSWER_CODES: Record<AppErrorCode, string> = {
  invalid: 'validation',
  unauthorized: 'auth.required',
  forbidden: 'forbidden',
  not_found: 'not_found',
  conflict: 'conflict',
  too_large: 'too_large',
  unsupported: 'unsupported_type',
  unprocessable: 'unreadable',
  rate_limited: 'auth.throttled',
  unavailable: 'unavailable',
  internal: 'internal',
};

/**
 * Every error answer of the API: the stable code to branch on, the message for people, the fields at fault
 * and, with a conflict over a changed record, the record as it now stands.
 */
export const ErrorAnswerSchema = v.object({
  code: v.pipe(
    v.string(),
    v.description(
      `A stable name to branch on, never reworded: the kind of failure (${[...new Set(Object.values(ANSWER_CODES))].join(', ')}) or an exact reason (record.changed, submission.decided)`,
    ),
  ),
  message: v.string(),
  issues: v.optional(v.array(v.object({ path: v.string(), message: v.string() }))),
  current: v.optional(v.pipe(v.unknown(), v.description('With a 409 of an edit over a changed version: the record as it now stands'))),
});
export type ErrorAnswer = v.InferOutput<typeof ErrorAnswerSchema>;

export class AppError extends Error {
  readonly code: AppErrorCode;
  /** A reason more exact than the kind, as a dotted name ('submission.decided'); the kind's code otherwise. */
  reason?: string;
  readonly issues?: AppErrorIssue[];
  /** With a conflict: the records as they stand, so the caller can show them beside what it meant to write. */
  readonly current?: unknown;

  constructor(code: AppErrorCode, message: string, issues?: AppErrorIssue[], current?: unknown) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    if (issues && issues.length > 0) this.issues = issues;
    if (current !== undefined) this.current = current;
  }

  /** The code the error answers with: its own reason, else its kind's. */
  get answerCode(): string {
    return this.reason ?? ANSWER_CODES[this.code];
  }

  /** The same error, naming its exact reason for callers that branch on it. */
  because(reason: string): this {
    this.reason = reason;
    return this;
  }

  static invalid(message: string, issues?: AppErrorIssue[]) {
    return new AppError('invalid', message, issues);
  }
  static unauthorized(message = 'Not signed in') {
    return new AppError('unauthorized', message);
  }
  static forbidden(message = "You don't have permission to do this") {
    return new AppError('forbidden', message);
  }
  static notFound(what = 'Resource') {
    return new AppError('not_found', `${what} not found`);
  }
  static conflict(message: string, current?: unknown) {
    return new AppError('conflict', message, undefined, current);
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
