import { ANYONE, ApiDescriptionSchema, LivenessSchema, ReadinessReportSchema } from '@workbench/core';
import { endpoint } from './endpoint.ts';

/**
 * The probes a load balancer or container runtime asks, at the server's root and without a session.
 * Readiness fails only when the database does not answer.
 */
export const health = {
  liveness: endpoint({
    method: 'GET',
    path: '/healthz',
    outsideApi: true,
    who: ANYONE,
    summary: 'Liveness: the process answers',
    tag: 'Health',
    ok: [200, LivenessSchema],
    errors: [],
  }),
  readiness: endpoint({
    method: 'GET',
    path: '/readyz',
    outsideApi: true,
    who: ANYONE,
    summary: 'Readiness: the database answers; the local model and the mail outbox are reported beside it and never make it fail',
    tag: 'Health',
    ok: [200, ReadinessReportSchema],
    errors: [503],
  }),
} as const;

/** This API's own description, open to anyone who can reach the server. */
export const description = {
  apiDescription: endpoint({
    method: 'GET',
    path: '/openapi.json',
    who: ANYONE,
    summary: 'This description of the API, OpenAPI 3.1, made from the contract',
    tag: 'Health',
    ok: [200, ApiDescriptionSchema],
    errors: [],
  }),
} as const;
