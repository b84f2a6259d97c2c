import { queryOptions } from '@tanstack/react-query';
import { intake } from '@workbench/contract';
import { call } from '../api/call.ts';

export const intakeKeys = { queue: ['intake', 'queue'] as const };

/** The mails taken in that wait for a broker, newest first. */
export const intakeQueueQueryOptions = () =>
  queryOptions({
    queryKey: intakeKeys.queue,
    queryFn: () => call(intake.listIntake, {}),
  });

export const openIntakeItem = (id: string) => call(intake.openIntake, { params: { id } });
export const mergeIntakeItem = (id: string, submissionId: string) => call(intake.mergeIntake, { params: { id }, body: { submissionId } });
export const discardIntakeItem = (id: string, reason: string) => call(intake.discardIntake, { params: { id }, body: { reason } });

export const mergeTargetsQueryOptions = (id: string, q: string) =>
  queryOptions({
    queryKey: ['intake', 'merge-targets', id, q] as const,
    queryFn: () => call(intake.listMergeTargets, { params: { id }, query: { q } }),
  });

/** The intake item a draft came from, while it is one; null for any other submission. */
export const draftIntakeQueryOptions = (submissionRef: string) =>
  queryOptions({
    queryKey: ['intake', 'draft', submissionRef] as const,
    queryFn: async () => (await call(intake.draftIntake, { params: { submissionId: submissionRef } })).item,
  });
