import { AppError, type ErrorCode, type Clock, type Logger, isAppError, toAppError } from '@wbk/platform';
import type { NextFunction, Request, Response } from 'express';
import type { IpWindowLimiter } from '../domain/ip-window.limiter';
import { retryAfterSeconds } from '../domain/rate-limit.math';
import { unauthenticatedRateLimited } from './auth.middleware';
import { clientIp, sendJson, setRateHeaders, stateOf } from './gateway-state';
import { answerTooLarge, dropUnreadBody, settleRefusedBody } from './oversized-body';

/** Outcomes of callers without a workspace that spend their per-IP window (failed auth, unknown paths). */
const COUNTED_UNAUTHENTICATED: ReadonlySet<ErrorCode> = new Set(['missing_auth', 'invalid_key', 'revoked_key', 'route_not_found']);

const SERVICE_UNAVAILABLE_RETRY_AFTER_S = 1;

/** Errors raised by Express or Node themselves (they carry an HTTP status), as our codes. */
function fromFramework(err: unknown, requestId: string): AppError {
  if (isAppError(err)) return err;
  const status = typeof err === 'object' && err !== null ? (err as { status?: unknown; statusCode?: unknown }).status ?? (err as { statusCode?: unknown }).statusCode : undefined;
  const type = typeof err === 'object' && err !== null ? (err as { type?: unknown }).type : undefined;
  if (status === 413) return new AppError('payload_too_large', 'The request body exceeds 1 MiB');
  if (status === 415) return new AppError('unsupported_media_type', 'Send request bodies as JSON with Content-Type: application/json');
  if (status === 400 && type === 'entity.parse.failed') return new AppError('invalid_json', 'The request body is not valid JSON');
  if (typeof status === 'number' && status >= 400 && status < 500) return new AppError('validation_error', 'The request could not be read');
  return toAppError(err, requestId);
}

/**
 * The one place an error becomes an HTTP answer: the error table gives the
 * status, the body is `{error: {code, message, details?}}`, and no stack ever
 * leaves the process. Callers without a workspace get the per-IP window's
 * headers here (and spend it when they failed auth or hit no route). A body
 * over its limit wins over any other refusal (settleRefusedBody), and its 413
 * closes the connection once the client has had the chance to read it.
 */
export function errorMapper(logger: Logger, ipLimiter: IpWindowLimiter, clock: Clock) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction): void => {
    const state = stateOf(res);
    const error = fromFramework(err, state.requestId);
    if (error.code === 'internal_error') logger.error({ err, request_id: state.requestId }, 'unhandled error');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    settleRefusedBody(req, res, error, (settled) => answerError(req, res, settled, ipLimiter, clock));
  };
}

function answerError(req: Request, res: Response, refusal: AppError, ipLimiter: IpWindowLimiter, clock: Clock): void {
  const state = stateOf(res);
  let error = refusal;
  if (!state.rateHeaders) {
    const ip = clientIp(req);
    let view = ipLimiter.peek(ip) as { limit: number; remaining: number; resetSec: number };
    if (state.auth === undefined && COUNTED_UNAUTHENTICATED.has(error.code)) {
      const spent = ipLimiter.consume(ip);
      view = spent.view;
      if (!spent.allowed) error = unauthenticatedRateLimited(view.resetSec);
    }
    setRateHeaders(res, { limit: view.limit, remaining: view.remaining, resetSec: view.resetSec });
    if (error.code === 'rate_limited' && res.getHeader('Retry-After') === undefined) {
      res.setHeader('Retry-After', String(retryAfterSeconds(clock.now().getTime(), view.resetSec * 1000)));
    }
  }
  // A service's own cap (e.g. on-demand syncs) names its wait in details.retry_after.
  const upstreamRetryAfter = error.details?.['retry_after'];
  if (error.code === 'rate_limited' && res.getHeader('Retry-After') === undefined && typeof upstreamRetryAfter === 'number') {
    res.setHeader('Retry-After', String(Math.max(1, Math.ceil(upstreamRetryAfter))));
  }
  // The request never reached a service that could answer (restarting, breaker open): safe to send again shortly.
  if (error.code === 'service_unavailable' && res.getHeader('Retry-After') === undefined) res.setHeader('Retry-After', String(SERVICE_UNAVAILABLE_RETRY_AFTER_S));
  const body = JSON.stringify(error.toBody());
  if (error.code === 'payload_too_large') return answerTooLarge(req, res, body);
  sendJson(res, error.httpStatus, body);
  dropUnreadBody(req);
}
