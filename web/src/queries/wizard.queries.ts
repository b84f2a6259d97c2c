/** What the create-submission wizard asks of /api. */
import { queryOptions } from '@tanstack/react-query';
import type { CoverageType, DocumentKind, NewClientInput, SubmissionSummary } from '@workbench/core';
import { clients, inbox } from '@workbench/contract';
import { call } from '../api/call.ts';
import { ApiError, api } from '../api/client.ts';
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

export interface NewSubmissionBody {
  /** The client on file; a client new to the firm goes in `newClient` instead, created with the submission. */
  clientId?: string;
  newClient?: NewClientBody;
  /** Creates `newClient` though a client of its name and e-mail address is on file. */
  confirmDuplicate?: boolean;
  transactionType: string;
  priority: string;
  dueDate: string | null;
  description: string;
  coverages: {
    coverage: CoverageType;
    selected: boolean;
    limit: number | null;
    deductible: number | null;
    premium: number | null;
    notes: string | null;
    properties: object[];
    vehicles: object[];
  }[];
  status: 'pending';
  notes: { content: string }[];
  shareWithClient: boolean;
}

export const createSubmission = (body: NewSubmissionBody) => api.post<SubmissionSummary>('/api/submissions', body);

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
