import { uploadAccept, uploadFormatsHint } from '@workbench/core';
import { ApiError } from '../../../api/client.ts';

/** The customer upload's progress: a step of 10 every 200 ms, held at 90 until the answer arrives. */
export const PROGRESS_TICK_MS = 200;
export const PROGRESS_STEP = 10;
export const PROGRESS_CAP = 90;
export const RESET_AFTER_SUCCESS_MS = 1000;

/** The customer widget takes the customer side's kinds only: PDF, Excel, JPEG and PNG. */
export const CUSTOMER_UPLOAD_ACCEPT = uploadAccept('customer');
export const CUSTOMER_UPLOAD_HINT = uploadFormatsHint('customer');

export const NO_FILE_MESSAGE = 'Please select a file to upload';

/**
 * What a failed upload says: the response body text, 'Failed to process document' when the body is empty, and
 * 'Failed to upload and process document' when the request itself failed.
 */
export function uploadFailureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? 'Failed to process document';
  return 'Failed to upload and process document';
}

/** Progress after one more tick: 10 points more, never past 90 until the answer arrives. */
export const nextProgress = (progress: number) => Math.min(PROGRESS_CAP, progress + PROGRESS_STEP);
