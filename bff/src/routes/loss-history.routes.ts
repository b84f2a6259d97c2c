import { lossHistory } from '@workbench/contract';
import {
  confirmLossRun,
  discardWaitingLossRun,
  downloadLossRunFile,
  editLossClaim,
  getLossHistory,
  handInLossRun,
  readLossRunForReview,
  readWaitingLossRun,
} from '@workbench/core';
import type { Services } from '../services.ts';
import { mount } from '../http/mount.ts';
import { newRouter } from '../http/router.ts';

/**
 * A client's loss history: reading a loss run for review, handing one in for it, confirming it, downloading its
 * file, correcting a claim.
 * Who may is core's lossHistoryAccess.
 */
export function lossHistoryRoutes(services: Services) {
  const router = newRouter();
  const { uploadMaxBytes: maxBytes, uploadTmpDir: tmpDir, checkAnswers } = services.config;
  mount(
    router,
    lossHistory,
    {
      getLossHistory: ({ params }, { actor }) => getLossHistory(services)(actor, params.id),
      readLossRun: ({ params, files }, { actor }) => readLossRunForReview(services)(actor, params.id, files),
      confirmLossRun: ({ params, body }, { actor }) => confirmLossRun(services)(actor, params.id, body),
      handInLossRun: ({ params, files }, { actor }) => handInLossRun(services)(actor, params.id, files),
      readWaitingLossRun: ({ params }, { actor }) => readWaitingLossRun(services)(actor, params.id, params.fileId),
      discardWaitingLossRun: ({ params }, { actor }) => discardWaitingLossRun(services)(actor, params.id, params.fileId),
      downloadLossRunFile: ({ params }, { actor }) => downloadLossRunFile(services)(actor, params.id, params.runId),
      editLossClaim: ({ params, body }, { actor }) => editLossClaim(services)(actor, params.id, params.claimId, body),
    },
    { checkAnswers, uploads: { maxBytes, maxTotalBytes: maxBytes, tmpDir } },
  );
  return router;
}
