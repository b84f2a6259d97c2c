import { policies } from '@workbench/contract';
import {
  addCertificateHolder,
  addEndorsement,
  approveCertificateRequest,
  boundPlacementOfPolicy,
  cancelPolicy,
  declineCertificateRequest,
  downloadCertificate,
  exportCertificateHolders,
  getPolicy,
  getPolicyDetail,
  getPolicyThread,
  issueCertificates,
  listCertificateHolders,
  listPolicies,
  listRenewals,
  postPolicyMessage,
  requestCertificate,
  startRenewal,
  updateRenewal,
  type RenewalSettings,
} from '@workbench/core';
import type { Services } from '../services.ts';
import type { Config } from '../config.ts';
import { mount } from '../http/mount.ts';
import { newRouter } from '../http/router.ts';

/** The renewal rules' settings from configuration; core's defaults when a setting is absent. */
export const renewalSettings = (config: Config): Partial<RenewalSettings> => ({
  ...(config.renewalPremiumChangePercent !== undefined ? { renewalPremiumChangePercent: config.renewalPremiumChangePercent } : {}),
  ...(config.renewalDecisionDays !== undefined ? { renewalDecisionDays: config.renewalDecisionDays } : {}),
});

/**
 * Policies after binding: the renewals list, starting and deciding renewals, endorsements, cancellation,
 * certificates of insurance and the messages about a policy. Who may do what is core's `policyAccess`; the
 * routes only translate HTTP.
 */
export function policiesRoutes(services: Services) {
  const router = newRouter();
  const { uploadMaxBytes: maxBytes, messageMaxBytes: maxTotalBytes, uploadTmpDir: tmpDir, checkAnswers } = services.config;
  mount(
    router,
    policies,
    {
      listPolicies: (_input, { actor }) => listPolicies(services)(actor),
      listRenewals: ({ query }, { actor }) => listRenewals(services)(actor, query),
      getPolicy: ({ params }, { actor }) => getPolicy(services)(actor, params.id),
      getPolicyDetail: ({ params }, { actor }) => getPolicyDetail(services)(actor, params.id),
      getPolicyPlacement: async ({ params }, { actor }) => ({ bound: await boundPlacementOfPolicy(services)(actor, params.id) }),
      startRenewal: ({ params, body }, { actor }) => startRenewal(services)(actor, params.id, body),
      updateRenewal: ({ params, body }, { actor }) =>
        updateRenewal({ ...services, ...renewalSettings(services.config) })(actor, params.id, body),
      addEndorsement: ({ params, body }, { actor }) => addEndorsement(services)(actor, params.id, body),
      cancelPolicy: ({ params, body }, { actor }) => cancelPolicy(services)(actor, params.id, body),
      getPolicyThread: ({ params }, { actor }) => getPolicyThread(services)(actor, params.id),
      postPolicyMessage: ({ params, body, files }, { actor }) => postPolicyMessage(services)(actor, params.id, body, files),
      listCertificateHolders: ({ params }, { actor }) => listCertificateHolders(services)(actor, params.id),
      exportCertificateHolders: ({ params }, { actor }) => exportCertificateHolders(services)(actor, params.id),
      addCertificateHolder: ({ params, body }, { actor }) => addCertificateHolder(services)(actor, params.id, body),
      issueCertificates: ({ params, body }, { actor }) => issueCertificates(services)(actor, params.id, body),
      requestCertificate: ({ params, body }, { actor }) => requestCertificate(services)(actor, params.id, body),
      approveCertificateRequest: ({ params }, { actor }) => approveCertificateRequest(services)(actor, params.id, params.requestId),
      declineCertificateRequest: ({ params, body }, { actor }) =>
        declineCertificateRequest(services)(actor, params.id, params.requestId, body),
      downloadCertificate: ({ params }, { actor }) => downloadCertificate(services)(actor, params.id, params.certificateId),
    },
    { checkAnswers, uploads: { maxBytes, maxTotalBytes, tmpDir } },
  );
  return router;
}
