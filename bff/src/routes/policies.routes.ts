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
import { actor, body, editBody, newRouter, query, tagVersion } from '../http/router.ts';
import { sendDownload } from './documents.routes.ts';

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
  const router = newRouter('/policies');
  router.use(requireUser);
  router.get('/', async (ctx) => {
    ctx.body = await listPolicies(services)(actor(ctx));
  });
  router.get('/renewals', async (ctx) => {
    ctx.body = await listRenewals(services)(actor(ctx), query(ctx));
  });
  router.get('/:id', async (ctx) => {
    const policy = await getPolicy(services)(actor(ctx), ctx.params.id!);
    tagVersion(ctx, policy.recordVersion);
    ctx.body = policy;
  });
  router.get('/:id/detail', async (ctx) => {
    const policy = await getPolicyDetail(services)(actor(ctx), ctx.params.id!);
    tagVersion(ctx, policy.recordVersion);
    ctx.body = policy;
  });
  router.get('/:id/placement', async (ctx) => {
    ctx.body = { bound: await boundPlacementOfPolicy(services)(actor(ctx), ctx.params.id!) };
  });
  router.post('/:id/renewal', async (ctx) => {
    ctx.status = 201;
    ctx.body = await startRenewal(services)(actor(ctx), ctx.params.id!, policyEdit(ctx));
  });
  router.patch('/:id/renewal', async (ctx) => {
    ctx.body = await updateRenewal({ ...services, ...renewalSettings(services.config) })(actor(ctx), ctx.params.id!, policyEdit(ctx));
  });
  router.post('/:id/endorsements', async (ctx) => {
    ctx.status = 201;
    ctx.body = await addEndorsement(services)(actor(ctx), ctx.params.id!, policyEdit(ctx));
  });
  router.post('/:id/cancellation', async (ctx) => {
    ctx.status = 201;
    ctx.body = await cancelPolicy(services)(actor(ctx), ctx.params.id!, policyEdit(ctx));
  });
  router.get('/:id/certificate-holders', async (ctx) => {
    ctx.body = await listCertificateHolders(services)(actor(ctx), ctx.params.id!);
  });
  router.post('/:id/certificate-holders', async (ctx) => {
    ctx.status = 201;
    ctx.body = await addCertificateHolder(services)(actor(ctx), ctx.params.id!, body(ctx));
  });
  router.post('/:id/certificates', async (ctx) => {
    ctx.status = 201;
    ctx.body = await issueCertificates(services)(actor(ctx), ctx.params.id!, body(ctx));
  });
  router.post('/:id/certificate-requests', async (ctx) => {
    ctx.status = 201;
    ctx.body = await requestCertificate(services)(actor(ctx), ctx.params.id!, body(ctx));
  });
  router.post('/:id/certificate-requests/:requestId/approve', async (ctx) => {
    ctx.body = await approveCertificateRequest(services)(actor(ctx), ctx.params.id!, ctx.params.requestId!);
  });
  router.post('/:id/certificate-requests/:requestId/decline', async (ctx) => {
    ctx.body = await declineCertificateRequest(services)(actor(ctx), ctx.params.id!, ctx.params.requestId!, body(ctx));
  });
  router.get('/:id/certificates/:certificateId/download', async (ctx) => {
    sendDownload(ctx, await downloadCertificate(services)(actor(ctx), ctx.params.id!, ctx.params.certificateId!));
  });
  return router;
}
