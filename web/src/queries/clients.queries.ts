import { queryOptions } from '@tanstack/react-query';
import type { Client } from '@workbench/core';
import { api } from '../api/client.ts';

export const clientsQueryOptions = (q?: string) =>
  queryOptions({
    queryKey: ['clients', { q: q ?? '' }],
    queryFn: () => api.get<Client[]>('/api/clients', { q }),
  });

/** Send Submission Form: mails the client an invitation to the customer portal. */
export const sendInvitation = (clientId: string) => api.post<unknown>('/api/invitations', { clientId });
