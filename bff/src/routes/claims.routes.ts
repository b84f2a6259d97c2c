import { claims } from '@workbench/contract';
import { addClaimMessage, downloadClaimDocument, getClaim, listClaims, moveClaim, reportClaim } from '@workbench/core';
import type { Services } from '../services.ts';
import { mount } from '../http/mount.ts';
import { newRouter } from '../http/router.ts';

/** Claims: customers report losses on their policies and talk with staff about them; staff move them along. */
export function claimsRoutes(services: Services) {
  const router = newRouter();
  const { uploadMaxBytes: maxBytes, messageMaxBytes: maxTotalBytes, uploadTmpDir: tmpDir, checkAnswers } = services.config;
  mount(
    router,
    claims,
    {
      listClaims: ({ query }, { actor }) => listClaims(services)(actor, query),
      reportClaim: ({ body, files }, { actor }) => reportClaim(services)(actor, body, files),
      getClaim: ({ params }, { actor }) => getClaim(services)(actor, params.id),
      moveClaim: ({ params, body }, { actor }) => moveClaim(services)(actor, params.id, body),
      addClaimMessage: ({ params, body, files }, { actor }) => addClaimMessage(services)(actor, params.id, body, files),
      downloadClaimDocument: ({ params }, { actor }) => downloadClaimDocument(services)(actor, params.id, params.docId),
    },
    { checkAnswers, uploads: { maxBytes, maxTotalBytes, tmpDir } },
  );
  return router;
}
