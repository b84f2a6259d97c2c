import { bodyParser } from '@koa/bodyparser';
import type Router from '@koa/router';
import { AppError } from '@workbench/core';
import Koa from 'koa';
import type { Services } from './services.ts';
import { MALFORMED_JSON } from './http-errors.ts';
import type { State } from './http/context.ts';
import { CookieKeys } from './http/cookie-keys.ts';
import { RememberedAnswers } from './http/remembered-answers.ts';
import { newRouter } from './http/router.ts';
import { segmentDispatch } from './http/segment-dispatch.ts';
import { activeAccountsOnly, loadUser } from './middleware/auth.ts';
import { jsonOrMultipartOnly } from './middleware/json-only.ts';
import { errorHandler } from './middleware/errors.ts';
import { hostCheck } from './middleware/host-check.ts';
import { originCheck } from './middleware/origin-check.ts';
import { requestContext } from './middleware/request-context.ts';
import { sessionMiddleware } from './middleware/session.ts';
import { staticSpa } from './middleware/static-spa.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { rejectNulText } from './middleware/text-guard.ts';
import { accountsRoutes } from './routes/accounts.routes.ts';
import { adminRoutes } from './routes/admin.routes.ts';
import { supportRoutes } from './routes/support.routes.ts';
import { jobsRoutes } from './routes/jobs.routes.ts';
import { activityRoutes } from './routes/activity.routes.ts';
import { authRoutes } from './routes/auth.routes.ts';
import { carriersRoutes } from './routes/carriers.routes.ts';
import { placementRoutes } from './routes/placement.routes.ts';
import { carrierDeskRoutes } from './routes/carrier-desk.routes.ts';
import { claimsRoutes } from './routes/claims.routes.ts';
import { clientsRoutes } from './routes/clients.routes.ts';
import { naicsRoutes } from './routes/naics.routes.ts';
import { documentsRoutes } from './routes/documents.routes.ts';
import { healthRoutes } from './routes/health.routes.ts';
import { inboxRoutes } from './routes/inbox.routes.ts';
import { intakeRoutes } from './routes/intake.routes.ts';
import { decisionsRoutes } from './routes/decisions.routes.ts';
import { invitationsRoutes } from './routes/invitations.routes.ts';
import { metricsRoutes } from './routes/metrics.routes.ts';
import { insightsRoutes } from './routes/insights.routes.ts';
import { openapiRoutes } from './routes/openapi.routes.ts';
import { liveRoutes } from './routes/live.routes.ts';
import { organisationRoutes } from './routes/organisation.routes.ts';
import { policiesRoutes } from './routes/policies.routes.ts';
import { lossHistoryRoutes } from './routes/loss-history.routes.ts';
import { profileRoutes } from './routes/profile.routes.ts';
import { submissionPartsRoutes } from './routes/submissions.routes.ts';
import { threadsRoutes } from './routes/threads.routes.ts';
import { usersRoutes } from './routes/users.routes.ts';
import { reportsRoutes } from './routes/reports.routes.ts';
import { submissionFilesRoutes } from './routes/submission-files.routes.ts';
import { schedulesRoutes } from './routes/schedules.routes.ts';
import { viewsRoutes } from './routes/views.routes.ts';
import { mappingsRoutes } from './routes/mappings.routes.ts';

export const JSON_LIMIT = '1mb';

/** The CSP the built SPA works under: everything from this origin, inline styles for vanilla-extract/RAC. */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  scriptSrc: ["'self'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** The body parser's own JSON media types. */
const JSON_TYPES = [
  'application/json',
  'application/json-patch+json',
  'application/vnd.api+json',
  'application/csp-report',
  'application/reports+json',
  'application/scim+json',
];
const jsonVerdicts = new RememberedAnswers<boolean>();
/** The methods whose bodies the body parser reads: given to it, and the others never reach it. */
const PARSED_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Whether a body is one of the JSON types, known from earlier requests with the same Content-Type: the body
 * parser would otherwise parse the header and match it against its types on every request. A false answer
 * leaves the parser to decide as it always did.
 */
function isJsonBody(ctx: Koa.Context): boolean {
  const type = ctx.req.headers['content-type'];
  if (type === undefined) return false;
  // Without a body there is nothing to tell the type by (null): no verdict to keep.
  return (
    jsonVerdicts.get(type, () => {
      const matched = ctx.is(JSON_TYPES);
      return matched === null ? undefined : matched !== false;
    }) === true
  );
}

/** The routers of /api, one per part of the API, each with its paths under /api. */
export function apiRouters(services: Services): Router<State>[] {
  return [
    authRoutes(services),
    metricsRoutes(services),
    insightsRoutes(services),
    submissionPartsRoutes(services),
    schedulesRoutes(services),
    clientsRoutes(services),
    naicsRoutes(services),
    lossHistoryRoutes(services),
    usersRoutes(services),
    profileRoutes(services),
    accountsRoutes(services),
    documentsRoutes(services),
    mappingsRoutes(services),
    inboxRoutes(services),
    liveRoutes(services),
    intakeRoutes(services),
    decisionsRoutes(services),
    invitationsRoutes(services),
    activityRoutes(services),
    policiesRoutes(services),
    claimsRoutes(services),
    threadsRoutes(services),
    carriersRoutes(services),
    placementRoutes(services),
    carrierDeskRoutes(services),
    reportsRoutes(services),
    submissionFilesRoutes(services),
    viewsRoutes(services),
    organisationRoutes(services),
    adminRoutes(services),
    supportRoutes(services),
    jobsRoutes(services),
    openapiRoutes(),
  ];
}

/** Every route of /api in one router, as the API's description is checked against. */
export function apiRouter(services: Services): Router<State> {
  const api = newRouter('/api');
  for (const router of apiRouters(services)) api.use(router.routes());
  return api;
}

/**
 * The whole HTTP application: request id and logging, errors, the host check, security headers, origin check; then for /api
 * the session, the signed-in user (an account awaiting approval stops there), a repeat read answered from the read cache, body parsing with limits and
 * the routers; the health probes; and the SPA for everything else.
 */
export function createApp(services: Services): Koa<State> {
  const { config } = services;
  const app = new Koa<State>({
    proxy: config.trustProxy,
    keys: new CookieKeys([config.sessionSecret, ...(config.previousSessionSecrets ?? [])]) as unknown as string[],
  });
  app.silent = true;

  app.use(requestContext(services.logger));
  app.use(errorHandler());
  app.use(hostCheck(config));
  app.use(securityHeaders({ contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES }, frameguard: { action: 'deny' } }));
  app.use(originCheck());

  const session = sessionMiddleware(app as unknown as Koa, services.sessions);
  const user = loadUser(services.uow, services.version);
  const parseJson = bodyParser({
    enableTypes: ['json'],
    parsedMethods: [...PARSED_METHODS],
    detectJSON: isJsonBody,
    jsonLimit: JSON_LIMIT,
    onError: (error: Error & { status?: number }) => {
      if (error.status === 413) throw new AppError('too_large', 'The request body is too large');
      throw AppError.invalid(MALFORMED_JSON);
    },
  });
  // The parser reads the bodies of these methods only, and its middleware (async) answered every other request
  // with a promise of its own around the rest: those go straight on.
  const json: Koa.Middleware<State> = (ctx, next) => (PARSED_METHODS.has(ctx.method) ? parseJson(ctx, next) : next());
  const routes = segmentDispatch('/api', apiRouters(services));
  const apiStack = [
    jsonOrMultipartOnly,
    session,
    user,
    activeAccountsOnly,
    services.reads.serve,
    json,
    rejectNulText,
    routes,
    // One answer of 405 and OPTIONS for every router's routes, from the routes the request matched.
    newRouter('/api').allowedMethods(),
  ] as Koa.Middleware<State>[];
  // Only /api pays for the session lookup and body parsing; probes and static files skip them.
  const apiChain = apiStack.reduceRight<Koa.Middleware<State>>(
    (rest, middleware) => (ctx, next) => middleware(ctx, () => rest(ctx, next)),
    (_ctx, next) => next(),
  );
  const probes = healthRoutes(services).routes() as Koa.Middleware<State>;
  app.use((ctx, next) => {
    const path = ctx.path;
    if (path === '/api' || path.startsWith('/api/')) {
      // Answers hold clients' personal and commercial data: no browser or proxy may keep a copy.
      ctx.set('Cache-Control', 'no-store');
      return apiChain(ctx, next);
    }
    if (path === '/healthz' || path === '/readyz') return probes(ctx, next);
    return next();
  });

  const spa = staticSpa(config.webDist);
  if (spa) app.use(spa);
  return app;
}
