import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { invitations } from '@workbench/contract';
import type {
  Client,
  ClientChange,
  ClientContactInput,
  ClientDirectoryPage,
  ClientRecord,
  ClientSort,
  DuplicateCandidate,
} from '@workbench/core';
import { call } from '../api/call.ts';
import { api } from '../api/client.ts';

export const clientsQueryOptions = (q?: string) =>
  queryOptions({
    queryKey: ['clients', { q: q ?? '' }],
    queryFn: () => api.get<Client[]>('/api/clients', { q }),
  });

/** Send Submission Form: mails the client an invitation to the customer portal. */
export const sendInvitation = (clientId: string) => call(invitations.sendInvitation, { body: { clientId } });

/** The directory, the client page and its duplicates; every write answers with the fresh client record. */
export const clientKeys = {
  all: ['clients'] as const,
  directory: (params: ClientDirectoryParams) => ['clients', 'directory', params] as const,
  record: (id: string) => ['clients', 'record', id] as const,
  duplicates: (id: string) => ['clients', 'duplicates', id] as const,
};

export interface ClientDirectoryParams {
  q?: string;
  industry?: string;
  open?: 'yes' | 'no';
  sort?: ClientSort;
  limit: number;
  offset: number;
}

export const clientDirectoryQueryOptions = (params: ClientDirectoryParams) =>
  queryOptions({
    queryKey: clientKeys.directory(params),
    queryFn: () => api.get<ClientDirectoryPage>('/api/clients/directory', { ...params }),
    placeholderData: keepPreviousData,
  });

export const clientRecordQueryOptions = (id: string) =>
  queryOptions({
    queryKey: clientKeys.record(id),
    queryFn: () => api.get<ClientRecord>(`/api/clients/${encodeURIComponent(id)}`),
  });

export const duplicateClientsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: clientKeys.duplicates(id),
    queryFn: () => api.get<DuplicateCandidate[]>(`/api/clients/${encodeURIComponent(id)}/duplicates`),
  });

const clientPath = (id: string) => `/api/clients/${encodeURIComponent(id)}`;

export const clientCalls = {
  /** Sends back the version it read: refused (409) when someone else saved the client since. */
  update: (id: string, change: ClientChange, version: number) => api.patch<ClientRecord>(clientPath(id), { ...change, version }),
  addContact: (id: string, contact: ClientContactInput) => api.post<ClientRecord>(`${clientPath(id)}/contacts`, contact),
  updateContact: (id: string, contactId: string, change: Partial<ClientContactInput>) =>
    api.patch<ClientRecord>(`${clientPath(id)}/contacts/${encodeURIComponent(contactId)}`, change),
  removeContact: (id: string, contactId: string) => api.delete<ClientRecord>(`${clientPath(id)}/contacts/${encodeURIComponent(contactId)}`),
  merge: (id: string, duplicateId: string) => api.post<ClientRecord>(`${clientPath(id)}/merge`, { duplicateId }),
};
