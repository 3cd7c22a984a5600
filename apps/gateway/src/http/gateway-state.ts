import type { Request, Response } from 'express';
import type { KeyRecord } from '../domain/api-key.policy';
import type { WindowView } from '../domain/rate-limit.math';
import type { RouteDef } from '../routes/route-table';
import type { ApiReplyMessage } from '../upstreams/upstream.port';

/** What the middlewares learn about one request, kept on res.locals for the next ones and for the audit/log on close. */
export interface GatewayState {
  requestId: string;
  startedAt: number;
  auth?: KeyRecord;
  route?: RouteDef;
  params?: Record<string, string>;
  /** Query parameters, repeated names joined with "," (api.proto ApiRequest.query). */
  query?: Record<string, string>;
  body?: { raw: string; parsed: unknown };
  /** The body's limit, set by refuseOversizedBody for a chunked body or a declared one over the smallest limit. */
  bodyLimitBytes?: number;
  /** Bytes of the body read before the reading stopped on a refusal. */
  bodyBytesRead?: number;
  idempotency?: { scopeKey: string; fingerprint: string; key: string };
  reply?: ApiReplyMessage;
  /** The X-RateLimit-* headers are already on the response. */
  rateHeaders: boolean;
  /** The audit entry was committed before the answer; nothing to record on close. */
  audited?: boolean;
}

export function stateOf(res: Response): GatewayState {
  return res.locals['gw'] as GatewayState;
}

export function initState(res: Response, requestId: string, startedAt: number): GatewayState {
  const state: GatewayState = { requestId, startedAt, rateHeaders: false };
  res.locals['gw'] = state;
  return state;
}

export function setRateHeaders(res: Response, view: WindowView): void {
  res.setHeader('X-RateLimit-Limit', String(view.limit));
  res.setHeader('X-RateLimit-Remaining', String(view.remaining));
  res.setHeader('X-RateLimit-Reset', String(view.resetSec));
  stateOf(res).rateHeaders = true;
}

/** The caller's address; behind trusted proxies (TRUST_PROXY) Express takes the rightmost X-Forwarded-For entry none of them is. */
export function clientIp(req: Request): string {
  const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}

/** A JSON body Express will not touch again (no ETag, explicit type). */
export function sendJson(res: Response, status: number, body: string): void {
  res.status(status);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.send(body);
}

/** Sends a JSON answer; a 2xx one only once its audit entry is committed (see AuditPublisher.commit). */
export type Answer = (req: Request, res: Response, status: number, body: string) => Promise<void>;
