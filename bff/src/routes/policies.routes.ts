import { policies } from '@workbench/contract';
import {
  addCertificateHolder,
  addEndorsement,
  approveCertificateRequest,
  boundPlacementOfPolicy,
  cancelPolicy,
  declineCertificateRequest,
  downloadCertificate,
  getPolicy,
  getPolicyDetail,
  issueCertificates,
  listCertificateHolders,
  listPolicies,
  listRenewals,
  POLICY_VERSION_FIELD,
  requestCertificate,
  startRenewal,
  updateRenewal,
  type RenewalSettings,
} from '@workbench/core';
import type { Services } from '../services.ts';
import type { Config } from '../config.ts';
import { requireUser } from '../middleware/auth.ts';
import { mount } from '../http/mount.ts';
import { actor, editBody, newRouter } from '../http/router.ts';

/** The renewal rules' settings from configuration; core's defaults when a setting is absent. */
export const renewalSettings = (config: Config): Partial<RenewalSettings> => ({
  ...(config.renewalPremiumChangePercent !== undefined ? { renewalPremiumChangePercent: config.renewalPremiumChangePercent } : {}),
  ...(config.renewalDecisionDays !== undefined ? { renewalDecisionDays: config.renewalDecisionDays } : {}),
});

/** A policy edit's body with the record version its writer read, from the body or If-Match. */
const policyEdit = (ctx: Parameters<typeof editBody>[0]) => editBody(ctx, POLICY_VERSION_FIELD);

/**
 * Policies after binding: the renewals list, starting and deciding renewals, endorsements, cancellation and
 * certificates of insurance. Who may do what is core's `policyAccess`; the routes only translate HTTP.
 */
export function policiesRoutes(services: Services) {
  const router = newRouter();
  mount(
    router,
    policies,
    {
      listPolicies: (_input, { actor }) => listPolicies(services)(actor),
      listRenewals: ({ query }, { actor }) => listRenewals(services)(actor, query),
      getPolicy: ({ params }, { actor }) => getPolicy(services)(actor, params.id),
      getPolicyDetail: ({ params }, { actor }) => getPolicyDetail(services)(actor, params.id),
      getPolicyPlacement: async ({ params }, { actor }) => ({ bound: await boundPlacementOfPolicy(services)(actor, params.id) }),
      listCertificateHolders: ({ params }, { actor }) => listCertificateHolders(services)(actor, params.id),
      addCertificateHolder: ({ params, body }, { actor }) => addCertificateHolder(services)(actor, params.id, body),
      issueCertificates: ({ params, body }, { actor }) => issueCertificates(services)(actor, params.id, body),
      requestCertificate: ({ params, body }, { actor }) => requestCertificate(services)(actor, params.id, body),
      approveCertificateRequest: ({ params }, { actor }) => approveCertificateRequest(services)(actor, params.id, params.requestId),
      declineCertificateRequest: ({ params, body }, { actor }) =>
        declineCertificateRequest(services)(actor, params.id, params.requestId, body),
      downloadCertificate: ({ params }, { actor }) => downloadCertificate(services)(actor, params.id, params.certificateId),
    },
    { checkAnswers: services.config.checkAnswers },
  );
  // The edits are not in the contract yet: written by hand, behind requireUser.
  const edits = newRouter('/policies');
  edits.use(requireUser);
  edits.post('/:id/renewal', async (ctx) => {
    ctx.status = 201;
    ctx.body = await startRenewal(services)(actor(ctx), ctx.params.id!, policyEdit(ctx));
  });
  edits.patch('/:id/renewal', async (ctx) => {
    ctx.body = await updateRenewal({ ...services, ...renewalSettings(services.config) })(actor(ctx), ctx.params.id!, policyEdit(ctx));
  });
  edits.post('/:id/endorsements', async (ctx) => {
    ctx.status = 201;
    ctx.body = await addEndorsement(services)(actor(ctx), ctx.params.id!, policyEdit(ctx));
  });
  edits.post('/:id/cancellation', async (ctx) => {
    ctx.status = 201;
    ctx.body = await cancelPolicy(services)(actor(ctx), ctx.params.id!, policyEdit(ctx));
  });
  router.use(edits.routes());
  return router;
}
