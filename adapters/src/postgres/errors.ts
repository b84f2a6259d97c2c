import { AppError, EMAIL_TAKEN, USERNAME_TAKEN } from '@workbench/core';

export const UNAVAILABLE_MESSAGE = 'The database is unavailable. Please try again shortly.';

const CONFLICT_MESSAGES: Record<string, string> = {
  users_username_lower_uq: USERNAME_TAKEN,
  users_email_lower_uq: EMAIL_TAKEN,
  submissions_submission_id_uq: 'Submission ID already exists',
  policies_number_uq: 'Policy number already exists',
};

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);

interface DriverError {
  code?: string;
  constraint?: string;
  name?: string;
  message?: string;
  errors?: unknown[];
}

function isUnavailable(error: DriverError): boolean {
  // Class 08 is 'connection exception', except 08P01: a protocol violation is a malformed statement of ours
  // (e.g. more parameters than the protocol allows), a defect to report rather than an outage to wait out.
  if (error.code && (UNAVAILABLE_CODES.has(error.code) || (error.code.startsWith('08') && error.code !== '08P01'))) return true;
  if (error.name === 'KnexTimeoutError') return true;
  const message = error.message ?? '';
  if (
    /Connection terminated|connection is closed|PGlite is closed|Client has encountered a connection error|Unable to acquire a connection/i.test(
      message,
    )
  ) {
    return true;
  }
  // AggregateError from net.connect when every address refuses
  return Array.isArray(error.errors) && error.errors.some((e) => isUnavailable(e as DriverError));
}

/** Turns a driver failure into the domain's AppError; anything unknown is passed on for the edge to hide. */
export function translateDbError(error: unknown): unknown {
  if (error instanceof AppError || typeof error !== 'object' || error === null) return error;
  const e = error as DriverError;
  if (e.code === '23505') {
    return AppError.conflict((e.constraint && CONFLICT_MESSAGES[e.constraint]) ?? 'This record already exists');
  }
  if (e.code === '23503') return new AppError('not_found', 'A referenced record was not found');
  if (e.code === '22P02' || e.code === '22007' || e.code === '22008') {
    return AppError.invalid('A value has the wrong format');
  }
  if (isUnavailable(e)) return new AppError('unavailable', UNAVAILABLE_MESSAGE);
  return error;
}

/**
 * Wraps every method of a repository so driver errors leave it as AppErrors. Each method is wrapped once, on
 * first use, and the same wrapper is handed out afterwards: a list read asks for its method on every request.
 */
export function guarded<T extends object>(target: T): T {
  const wrappers = new Map<PropertyKey, { method: (...args: unknown[]) => unknown; wrapper: (...args: unknown[]) => Promise<unknown> }>();
  return new Proxy(target, {
    get(obj, prop, receiver) {
      const value = Reflect.get(obj, prop, receiver);
      if (typeof value !== 'function') return value;
      let known = wrappers.get(prop);
      if (known?.method !== value) {
        const method = value as (...args: unknown[]) => unknown;
        known = {
          method,
          wrapper: async (...args: unknown[]) => {
            try {
              return await method.apply(obj, args);
            } catch (error) {
              throw translateDbError(error);
            }
          },
        };
        wrappers.set(prop, known);
      }
      return known.wrapper;
    },
  });
}
