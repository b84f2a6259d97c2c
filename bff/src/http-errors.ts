import { AppError, type AppErrorCode, type AppErrorIssue, DOCUMENT_FIELD_MESSAGE } from '@workbench/core';

/** The one table from domain error codes to HTTP statuses. */
export const STATUS_BY_CODE: Record<AppErrorCode, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported: 415,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

export interface ErrorBody {
  /** A stable name to branch on (core's ANSWER_CODES, or the error's own reason). */
  code: string;
  message: string;
  issues?: AppErrorIssue[];
  /** With a 409: the records as they stand. */
  current?: unknown;
}

export const INTERNAL_MESSAGE = 'Internal server error';
export const MALFORMED_JSON = 'Malformed JSON body';

/** Multer's upload failures, as the user should read them. */
const MULTER_ERRORS: Record<string, AppError> = {
  LIMIT_FILE_SIZE: new AppError('too_large', 'The file is too large'),
  LIMIT_FIELD_VALUE: new AppError('too_large', 'A form field is too large'),
  LIMIT_FILE_COUNT: AppError.invalid('Too many files'),
  LIMIT_PART_COUNT: AppError.invalid('Too many form parts'),
  LIMIT_FIELD_COUNT: AppError.invalid('Too many form fields'),
  LIMIT_FIELD_KEY: AppError.invalid('A form field name is too long'),
};

/**
 * Turns anything thrown into an AppError. Errors from Koa's own stack (body parsing, multer) carry a status;
 * everything else is a defect and becomes `internal`, with the original kept for the log.
 */
export function toAppError(error: unknown, uploadField?: string): { appError: AppError; foreign: boolean } {
  if (error instanceof AppError) return { appError: error, foreign: false };
  const e = error as { name?: string; code?: string; status?: number; statusCode?: number; type?: string; field?: string };
  if (e?.name === 'MulterError' && e.code) {
    if (e.code === 'LIMIT_UNEXPECTED_FILE') {
      const message = uploadField === 'document' ? DOCUMENT_FIELD_MESSAGE : `Unexpected file field "${e.field ?? ''}"`;
      return { appError: AppError.invalid(message), foreign: false };
    }
    return { appError: MULTER_ERRORS[e.code] ?? AppError.invalid('The upload could not be read'), foreign: false };
  }
  const status = e?.status ?? e?.statusCode;
  if (status === 413 || e?.type === 'entity.too.large') {
    return { appError: new AppError('too_large', 'The request body is too large'), foreign: false };
  }
  if (status === 415) return { appError: new AppError('unsupported', 'Send the body as JSON'), foreign: false };
  if (status === 400 && /JSON|Unexpected token|parse/i.test(String((error as Error)?.message))) {
    return { appError: AppError.invalid(MALFORMED_JSON), foreign: false };
  }
  if (status === 400) return { appError: AppError.invalid('The request could not be read'), foreign: false };
  if (status === 404) return { appError: AppError.notFound('Route'), foreign: false };
  if (status === 405) return { appError: new AppError('not_found', 'Method not allowed'), foreign: false };
  return { appError: new AppError('internal', INTERNAL_MESSAGE), foreign: true };
}

export function errorBody(error: AppError): ErrorBody {
  return {
    code: error.answerCode,
    message: error.message,
    ...(error.issues ? { issues: error.issues } : {}),
    ...(error.current !== undefined ? { current: error.current } : {}),
  };
}
