import { AppError } from '@wbk/platform';
import type { NextFunction, Request, Response } from 'express';
import { rateLimitedMessage } from '../domain/rate-limit.math';
import type { RateLimiter } from '../store/kv-rate-limiter';
import { setRateHeaders, stateOf } from './gateway-state';
import { countRateLimited } from './http.metrics';

/**
 * Counts every authenticated call once in both windows (also 403s, 404s and
 * 400s: the gateway did the work); a call refused with 429 is not counted.
 * Headers show the daily window (docs/decisions.md "Gateway").
 */
export function rateLimit(rateLimiter: RateLimiter) {
  return async (_req: Request, res: Response, next: NextFunction): Promise<void> => {
    const auth = stateOf(res).auth!;
    const decision = await rateLimiter.acquire(auth.workspaceId, { daily: auth.dailyLimit, minute: auth.minuteLimit });
    setRateHeaders(res, decision.daily);
    if (!decision.allowed) {
      countRateLimited(auth.plan);
      res.setHeader('Retry-After', String(decision.retryAfterSec));
      throw new AppError('rate_limited', rateLimitedMessage(decision.window, decision.limit, decision.resetMs), {
        window: decision.window,
        limit: decision.limit,
        reset_at: new Date(decision.resetMs).toISOString(),
        retry_after: decision.retryAfterSec,
      });
    }
    next();
  };
}
