import { type Clock, type Logger, newId, systemClock } from '@wbk/platform';
import type { AuditEntry } from '@wbk/contracts';
import express, { type Express, type Request, type Response } from 'express';
import { buildAuditEntry } from '../domain/audit-entry';
import { BodyAdmission, DEFAULT_BODY_LIMITS, type BodyAdmissionLimits } from '../domain/body-admission';
import { BodySizeLimits } from '../domain/body-size';
import { IpWindowLimiter } from '../domain/ip-window.limiter';
import type { TrustedProxies } from './trust-proxy';
import { RouteMatcher } from '../domain/route-matcher';
import type { AuditSink } from '../events/audit.publisher';
import { ROUTES, type RouteDef } from '../routes/route-table';
import type { IdempotencyStore } from '../store/kv-idempotency.store';
import type { RateLimiter } from '../store/kv-rate-limiter';
import type { KeyVerifier } from '../upstreams/cached-key-verifier';
import type { Upstreams } from '../upstreams/upstream.port';
import { authenticate } from './auth.middleware';
import { readJsonBody } from './body.middleware';
import { errorMapper } from './error.middleware';
import { apiDocsPages, type ApiDocsOptions } from './api-docs.handler';
import { forward } from './forward.handler';
import { type Answer, clientIp, sendJson, stateOf } from './gateway-state';
import { type HealthReport, healthHandler } from './health.handler';
import { idempotency } from './idempotency.middleware';
import { refuseOversizedBody } from './oversized-body';
import { fixedPages, pipeline, type Stage } from './pipeline';
import { rateLimit } from './rate-limit.middleware';
import { requestContext } from './request-context.middleware';
import { checkBodyPermissions, resolveRoute } from './route.middleware';

/** Everything the HTTP edge talks to, passed in so tests can use in-process fakes. */
export interface AppDeps {
  logger: Logger;
  clock?: Clock;
  keyVerifier: KeyVerifier;
  rateLimiter: RateLimiter;
  idempotencyStore: IdempotencyStore;
  auditSink: AuditSink;
  upstreams: Pick<Upstreams, 'call'>;
  health: () => Promise<HealthReport>;
  /** True once the process drains: /healthz (the readiness probe) then answers 503. */
  draining?: () => boolean;
  /** Which proxies' X-Forwarded-For entries name the client (TRUST_PROXY). */
  trustProxy: TrustedProxies;
  unauthLimitPerMinute: number;
  routes?: readonly RouteDef[];
  /** What request bodies may hold at once (GATEWAY_INFLIGHT_BODY_BYTES and the large-body cap); the defaults when absent. */
  bodyLimits?: BodyAdmissionLimits;
  /** The OpenAPI document and the docs page; absent in tests that do not need them. */
  docs?: ApiDocsOptions;
}

/**
 * The pipeline of every request: request id -> a declared body length over
 * the limit (413 before anything waits) -> authenticate -> rate limit
 * -> route + permission + path and query parameters -> body -> the body's
 * permissions -> idempotency ->
 * forward; one error mapper at the end. /healthz, the OpenAPI document and the
 * docs page come before authentication.
 */
export function createApp(deps: AppDeps): Express {
  const clock = deps.clock ?? systemClock;
  const ipLimiter = new IpWindowLimiter(deps.unauthLimitPerMinute, clock);
  const routes = deps.routes ?? ROUTES;
  const matcher = new RouteMatcher(routes);
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // The forward handler parses the query itself (repeated params joined); Express need not.
  app.set('query parser', false);
  app.set('trust proxy', typeof deps.trustProxy === 'object' ? [...deps.trustProxy] : deps.trustProxy);

  const context = requestContext(deps.logger, (req, res) => recordAudit(req, res, deps.auditSink, clock));
  const draining = deps.draining;
  // While draining, each answer closes its keep-alive connection, so clients leave a busy
  // connection after their current request instead of having it cut mid-request at the grace.
  const closeWhenDraining: Stage = (_req, res, next) => {
    if (draining?.() === true) res.setHeader('Connection', 'close');
    next();
  };
  const answer = committedAnswer(deps.auditSink, clock);
  // One Express layer for the whole pipeline (see pipeline.ts): Express's router pays per layer on every request.
  app.use(
    pipeline(
      context,
      closeWhenDraining,
      refuseOversizedBody(new BodySizeLimits(matcher, routes)),
      fixedPages({ '/healthz': healthHandler(deps.health, ipLimiter, deps.draining), ...(deps.docs === undefined ? {} : apiDocsPages(deps.docs, ipLimiter)) }),
      authenticate(deps.keyVerifier, ipLimiter),
      rateLimit(deps.rateLimiter),
      resolveRoute(matcher),
      readJsonBody(new BodyAdmission(deps.bodyLimits ?? DEFAULT_BODY_LIMITS), clock),
      checkBodyPermissions(),
      idempotency(deps.idempotencyStore, answer),
      forward(deps.upstreams, deps.idempotencyStore, deps.logger, answer),
    ),
  );
  app.use(errorMapper(deps.logger, ipLimiter, clock));
  return app;
}

/**
 * A 2xx answer leaves only once its audit entry is on the stream, so a gateway
 * that dies right after answering has lost no audit entry of a call it confirmed.
 */
function committedAnswer(sink: AuditSink, clock: Clock): Answer {
  return async (req, res, status, body) => {
    const state = stateOf(res);
    if (status >= 200 && status < 300 && state.auth !== undefined) {
      state.audited = true;
      await sink.commit(state.auth.workspaceId, auditEntryOf(req, res, status, clock));
    }
    sendJson(res, status, body);
  };
}

/** One audit entry per authenticated call, whatever its outcome, once the answer is out (unless committed before it). */
function recordAudit(req: Request, res: Response, sink: AuditSink, clock: Clock): void {
  const state = stateOf(res);
  if (state.auth === undefined || state.audited === true) return;
  sink.record(state.auth.workspaceId, auditEntryOf(req, res, res.headersSent ? res.statusCode : 499, clock));
}

function auditEntryOf(req: Request, res: Response, statusCode: number, clock: Clock): AuditEntry {
  const state = stateOf(res);
  const auth = state.auth!;
  const firstSegment = req.path.split('/')[2];
  return buildAuditEntry({
    id: newId(),
    timestamp: clock.now().toISOString(),
    method: req.method,
    path: req.path,
    requestId: state.requestId,
    statusCode,
    apiKeyId: auth.keyId,
    resourceType: state.route?.resourceType ?? (firstSegment || 'unknown'),
    resourceId: state.params?.['id'] ?? null,
    upstream: state.reply?.audit ?? null,
    ipAddress: clientIp(req),
    userAgent: req.headers['user-agent'] ?? '',
  });
}
