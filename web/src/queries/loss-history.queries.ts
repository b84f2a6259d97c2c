import { queryOptions } from '@tanstack/react-query';
import { lossHistory } from '@workbench/contract';
import type { BodyOf } from '@workbench/contract';
import type { LossRunConfirm } from '@workbench/core';
import { call, endpointUrl } from '../api/call.ts';

/** A client's loss history: its claims, the per-year summary and, for staff, what changed. */
export const lossHistoryKeys = {
  of: (clientId: string) => ['clients', 'loss-history', clientId] as const,
};

export const lossHistoryQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: lossHistoryKeys.of(clientId),
    queryFn: () => call(lossHistory.getLossHistory, { params: { id: clientId } }),
  });

export const lossHistoryCalls = {
  /** Reads a loss run for review; nothing is stored. */
  read: (clientId: string, file: File) => call(lossHistory.readLossRun, { params: { id: clientId }, files: [file] }),
  /** Stores the reviewed claims; answers the fresh loss history. */
  confirm: (clientId: string, body: LossRunConfirm) => call(lossHistory.confirmLossRun, { params: { id: clientId }, body }),
  /** Hands a loss run in for the broker's review; answers the fresh loss history. */
  handIn: (clientId: string, file: File) => call(lossHistory.handInLossRun, { params: { id: clientId }, files: [file] }),
  /** Reads a loss run waiting for review, as reading an upload does. */
  readWaiting: (clientId: string, fileId: string) => call(lossHistory.readWaitingLossRun, { params: { id: clientId, fileId } }),
  /** Discards a loss run waiting for review; answers the fresh loss history. */
  discardWaiting: (clientId: string, fileId: string) => call(lossHistory.discardWaitingLossRun, { params: { id: clientId, fileId } }),
  /** Sends back the version it read: refused (409) when someone else saved the claim since. */
  edit: (clientId: string, claimId: string, body: BodyOf<typeof lossHistory.editLossClaim>) =>
    call(lossHistory.editLossClaim, { params: { id: clientId, claimId }, body }),
};

/** Where the file a confirmed loss run was read from downloads. */
export const lossRunFileHref = (clientId: string, runId: string) => endpointUrl(lossHistory.downloadLossRunFile, { id: clientId, runId });
