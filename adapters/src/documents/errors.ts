import { AppError, UNSUPPORTED_FORMAT_MESSAGE } from '@workbench/core';

export const MESSAGES = {
  corrupt: 'The document could not be read: it appears to be damaged or incomplete.',
  password: 'The document is password-protected',
  timeout: 'The document took too long to process',
  empty: 'No locations or vehicles were found in the document.',
  tooLarge: 'The document is too large to process',
  tooManyRows: 'The document has too many rows to process',
  tooManyPages: 'The document has too many pages to process',
  busy: 'Too many documents are waiting to be read; please try again in a moment',
} as const;

export const unsupported = () => new AppError('unsupported', UNSUPPORTED_FORMAT_MESSAGE);
export const unprocessable = (message: string) => new AppError('unprocessable', message);
export const tooLarge = (message: string = MESSAGES.tooLarge) => new AppError('too_large', message);
