import { AppError } from '@wbk/platform';
import type { NextFunction, Request, Response } from 'express';
import { parseBearer } from '../domain/api-key.policy';
import type { IpWindowLimiter } from '../domain/ip-window.limiter';
import type { KeyVerifier } from '../upstreams/cached-key-verifier';
import { clientIp, stateOf } from './gateway-state';

export function isApiPath(path: string): boolean {
  return path === '/v1' || path.startsWith('/v1/');
}

export function routeNotFound(req: Request): AppError {
  return new AppError('route_not_found', `No route for ${req.method} ${req.path}; see the API reference for the available endpoints`);
}

/** 429 for a caller without a workspace whose per-IP window is spent. */
export function unauthenticatedRateLimited(resetSec: number): AppError {
  return new AppError(
    'rate_limited',
    `Too many unauthenticated requests from this address; the limit resets at ${new Date(resetSec * 1000).toISOString()}`,
  );
}

/**
 * Authenticates every /v1 request before anything else, so a caller without a
 * key cannot tell which routes exist. Once the caller's IP has spent its
 * unauthenticated window, only keys already verified on this replica get
 * through: guessing keys then costs no lookups.
 */
export function authenticate(keyVerifier: KeyVerifier, ipLimiter: IpWindowLimiter) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (!isApiPath(req.path)) throw routeNotFound(req);
    const rawKey = parseBearer(req.headers.authorization);
    const ipWindow = ipLimiter.peek(clientIp(req));
    if (ipWindow.exhausted) {
      const cached = keyVerifier.cached(rawKey);
      if (cached === null) throw unauthenticatedRateLimited(ipWindow.resetSec);
      stateOf(res).auth = cached;
    } else {
      stateOf(res).auth = await keyVerifier.verify(rawKey);
    }
    next();
  };
}
