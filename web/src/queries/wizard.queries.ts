/** What the create-submission wizard asks of /api. */
import { queryOptions } from '@tanstack/react-query';
import type { DocumentKind, NewClientInput } from '@workbench/core';
import { type BodyOf, clients, inbox, submissions } from '@workbench/contract';
import { call } from '../api/call.ts';
import { ApiError } from '../api/client.ts';
import { parseDocument } from './documents.queries.ts';

export type { SimilarClient } from '@workbench/core';

/** Existing clients whose name looks like `name`, with their open submissions (duplicate warning). */
export const similarClientsQueryOptions = (name: string) =>
  queryOptions({
    queryKey: ['clients', 'similar', name.trim().toLowerCase()],
    queryFn: () => call(clients.similarClients, { query: { name: name.trim() } }),
    enabled: name.trim().length >= 2,
  });

/** POST /api/clients: name, then contact person, email, phone and address, null when empty. */
export type NewClientBody = Pick<NewClientInput, 'name' | 'contactPerson' | 'email' | 'phone' | 'address'>;
export const createClient = (client: NewClientBody, options: { confirmDuplicate?: boolean } = {}) =>
  call(clients.createClient, { body: options.confirmDuplicate ? { ...client, confirmDuplicate: true } : client });

/** The clients on file a new one would repeat (same name and e-mail address), as a refused create names them. */
export interface ClientOnFile {
  id: string;
  name: string;
  email: string | null;
  contactPerson: string | null;
}
export function clientsOnFile(error: unknown): ClientOnFile[] {
  if (!(error instanceof ApiError) || error.status !== 409) return [];
  const current = error.current as { clients?: ClientOnFile[] } | undefined;
  return current?.clients ?? [];
}

/** What the wizard sends to create a submission, as core's new-submission schema takes it. */
export type NewSubmissionBody = BodyOf<typeof submissions.createSubmission>;

export const createSubmission = (body: NewSubmissionBody) => call(submissions.createSubmission, { body });

/** What a failed create says: the server's message, else 'Failed to create submission', or with the status text when the body was empty. */
export function submissionFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    const statusText = error.message.replace(/^\d+:\s*/, '');
    return statusText ? `Failed to create submission: ${statusText}` : 'Failed to create submission';
  }
  return 'Failed to create submission';
}

export const NOTIFICATION_SUBJECT = 'New Insurance Submission Created';

export const sendSubmissionEmail = (notification: { to: string; submissionId: string; clientName: string; brokerName: string }) =>
  call(inbox.sendEmailNotification, { body: { ...notification, subject: NOTIFICATION_SUBJECT } });

/** The wizard's spreadsheet upload: rows of one kind only. */
export const parseSchedule = (file: File, kind: DocumentKind) => parseDocument(file, { kind });
