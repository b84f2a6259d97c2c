import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { clients, invitations, naics } from '@workbench/contract';
import type { ClientChange, ClientContactInput, ClientSort } from '@workbench/core';
import { call } from '../api/call.ts';

export const clientsQueryOptions = (q?: string) =>
  queryOptions({
    queryKey: ['clients', { q: q ?? '' }],
    queryFn: () => call(clients.listClients, { query: { q } }),
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
    queryFn: () => call(clients.clientDirectory, { query: params }),
    placeholderData: keepPreviousData,
  });

export const clientRecordQueryOptions = (id: string) =>
  queryOptions({
    queryKey: clientKeys.record(id),
    queryFn: () => call(clients.getClient, { params: { id } }),
  });

export const duplicateClientsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: clientKeys.duplicates(id),
    queryFn: () => call(clients.duplicateClients, { params: { id } }),
  });

export const clientCalls = {
  /** Sends back the version it read: refused (409) when someone else saved the client since. */
  update: (id: string, change: ClientChange, version: number) =>
    call(clients.updateClient, { params: { id }, body: { ...change, version } }),
  addContact: (id: string, contact: ClientContactInput) => call(clients.addClientContact, { params: { id }, body: contact }),
  updateContact: (id: string, contactId: string, change: Partial<ClientContactInput>) =>
    call(clients.updateClientContact, { params: { id, contactId }, body: change }),
  removeContact: (id: string, contactId: string) => call(clients.removeClientContact, { params: { id, contactId } }),
  merge: (id: string, duplicateId: string) => call(clients.mergeClients, { params: { id }, body: { duplicateId } }),
};

/** NAICS 2022 codes matching what is typed (a code's start or words of its title), for the code picker. */
export const naicsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['naics', q],
    queryFn: () => call(naics.searchNaics, { query: { q } }),
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
