import type { ErrorStatus } from '@workbench/contract';
import { UNSUPPORTED_FORMAT_MESSAGE } from '@workbench/core';

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** What each error status means, as the API's description states it for every endpoint that may answer it. */
export const ERROR_ANSWERS: Record<ErrorStatus, ReturnType<typeof error>> = {
  400: error('Invalid input, with the validation message and issues'),
  401: error('Not signed in'),
  403: error('Wrong role, or a cross-site request'),
  404: error('Unknown, or not visible to this user'),
  409: error('Conflict with the current state'),
  413: error('Body or file too large'),
  415: error(`Unsupported file type: "${UNSUPPORTED_FORMAT_MESSAGE}"`),
  422: error('Unreadable document'),
  429: error('Sign-in throttled'),
  503: error('The database is unavailable, or (document parsing) too many documents are already waiting for a parser'),
};

/** The error answers of these statuses. */
export const errorAnswers = (...statuses: ErrorStatus[]) => Object.fromEntries(statuses.map((status) => [status, ERROR_ANSWERS[status]]));
