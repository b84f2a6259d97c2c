import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type AnswerOf, type BodyOf, carrierDesk } from '@workbench/contract';
import { call } from '../api/call.ts';

/** The carrier desk: the submissions sent to the underwriter's carrier, and that carrier's answers on them. */
export const carrierDeskKeys = {
  all: ['carrier-desk'] as const,
  list: () => ['carrier-desk', 'list'] as const,
  detail: (submissionId: string) => ['carrier-desk', 'detail', submissionId] as const,
  messages: (submissionId: string) => ['carrier-desk', 'messages', submissionId] as const,
};

type CarrierDeskSubmission = AnswerOf<typeof carrierDesk.getCarrierDeskSubmission>;
export type CarrierAnswer = BodyOf<typeof carrierDesk.answerAsCarrier>;
export type CarrierQuote = BodyOf<typeof carrierDesk.quoteAsCarrier>;

export const carrierDeskQueryOptions = () =>
  queryOptions({ queryKey: carrierDeskKeys.list(), queryFn: () => call(carrierDesk.listCarrierDesk, {}) });

export const carrierDeskSubmissionQueryOptions = (submissionId: string) =>
  queryOptions({
    queryKey: carrierDeskKeys.detail(submissionId),
    queryFn: () => call(carrierDesk.getCarrierDeskSubmission, { params: { id: submissionId } }),
  });

/** The thread of the carrier's own market with the broker, newest first. */
export const carrierDeskMessagesQueryOptions = (submissionId: string) =>
  queryOptions({
    queryKey: carrierDeskKeys.messages(submissionId),
    queryFn: () => call(carrierDesk.carrierDeskMessages, { params: { id: submissionId } }),
  });

export const carrierDeskCalls = {
  quote: (submissionId: string, quote: CarrierQuote) => call(carrierDesk.quoteAsCarrier, { params: { id: submissionId }, body: quote }),
  answer: (submissionId: string, answer: CarrierAnswer) =>
    call(carrierDesk.answerAsCarrier, { params: { id: submissionId }, body: answer }),
  write: (submissionId: string, content: string) => call(carrierDesk.writeAsCarrier, { params: { id: submissionId }, body: { content } }),
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
