import * as v from 'valibot';
import { LocalModelStateSchema } from '../documents/index.ts';
import { OutboxBacklogSchema } from '../notifications/index.ts';

/** GET /healthz: the process answers. */
export const LivenessSchema = v.object({ status: v.literal('ok') });

/**
 * GET /readyz: the database answers; the local model and the mail outbox are reported beside it, so an
 * operator sees a model that cannot be used or mail piling up without the instance leaving rotation for it.
 */
export const ReadinessReportSchema = v.object({
  status: v.literal('ready'),
  model: LocalModelStateSchema,
  outbox: v.object({ smtpConfigured: v.boolean(), ...OutboxBacklogSchema.entries }),
});
export type ReadinessReport = v.InferOutput<typeof ReadinessReportSchema>;

/** GET /api/openapi.json: the API's description, an OpenAPI 3.1 document made from the contract. */
export const ApiDescriptionSchema = v.looseObject({
  openapi: v.literal('3.1.0'),
  info: v.looseObject({ title: v.string(), version: v.string() }),
});
