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

export class AppError extends Error {
  readonly code: AppErrorCode;
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
