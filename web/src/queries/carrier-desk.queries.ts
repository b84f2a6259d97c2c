import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CarrierDeskItem, CarrierDeskSubmission, MarketQuoteInput, Message } from '@workbench/core';
import { api } from '../api/client.ts';

/** The carrier desk: the submissions sent to the underwriter's carrier, and that carrier's answers on them. */
export const carrierDeskKeys = {
  all: ['carrier-desk'] as const,
  list: () => ['carrier-desk', 'list'] as const,
  detail: (submissionId: string) => ['carrier-desk', 'detail', submissionId] as const,
  messages: (submissionId: string) => ['carrier-desk', 'messages', submissionId] as const,
};

const base = '/api/carrier-desk/submissions';
const one = (submissionId: string) => `${base}/${encodeURIComponent(submissionId)}`;

export const carrierDeskQueryOptions = () =>
  queryOptions({ queryKey: carrierDeskKeys.list(), queryFn: () => api.get<CarrierDeskItem[]>(base) });

export const carrierDeskSubmissionQueryOptions = (submissionId: string) =>
  queryOptions({ queryKey: carrierDeskKeys.detail(submissionId), queryFn: () => api.get<CarrierDeskSubmission>(one(submissionId)) });

/** The thread of the carrier's own market with the broker, newest first. */
export const carrierDeskMessagesQueryOptions = (submissionId: string) =>
  queryOptions({ queryKey: carrierDeskKeys.messages(submissionId), queryFn: () => api.get<Message[]>(`${one(submissionId)}/messages`) });

export interface CarrierAnswer {
  status: 'indicated' | 'declined';
  reason: string | null;
}

export const carrierDeskCalls = {
  quote: (submissionId: string, quote: MarketQuoteInput) => api.post<CarrierDeskSubmission>(`${one(submissionId)}/quotes`, quote),
  answer: (submissionId: string, answer: CarrierAnswer) => api.post<CarrierDeskSubmission>(`${one(submissionId)}/answer`, answer),
  write: (submissionId: string, content: string) => api.post<Message>(`${one(submissionId)}/messages`, { content }),
};

/**
 * An answer of the carrier's: the detail shows the submission as the server now has it, and the desk's
 * list (its status and count of quotes) is read again.
 */
export function useCarrierDeskMutation<TVars>(submissionId: string, call: (vars: TVars) => Promise<CarrierDeskSubmission>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (updated) => queryClient.setQueryData(carrierDeskKeys.detail(submissionId), updated),
    onSettled: () => queryClient.invalidateQueries({ queryKey: carrierDeskKeys.all }),
  });
}

/** The underwriter writes to the broker: their thread is read again with the message on it. */
export function useCarrierDeskMessage(submissionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => carrierDeskCalls.write(submissionId, content),
    onSettled: () => queryClient.invalidateQueries({ queryKey: carrierDeskKeys.messages(submissionId) }),
  });
}
