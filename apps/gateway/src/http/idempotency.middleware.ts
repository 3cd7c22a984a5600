import type { NextFunction, Request, Response } from 'express';
import { IDEMPOTENCY_HEADER, idempotencyConflict, parseIdempotencyKey, requestFingerprint } from '../domain/idempotency.policy';
import { type IdempotencyStore, idempotencyScopeKey } from '../store/kv-idempotency.store';
import { type Answer, stateOf } from './gateway-state';

/**
 * Claims the Idempotency-Key of a route that accepts one (every POST and
 * PATCH, docs/decisions.md "Gateway") before it runs. A replay is answered from the store and never reaches the
 * service; the forward handler stores or frees the claim once the outcome is known.
 */
export function idempotency(store: IdempotencyStore, answer: Answer) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const state = stateOf(res);
    if (!state.route?.acceptsIdempotencyKey) return next();
    const key = parseIdempotencyKey(req.headers[IDEMPOTENCY_HEADER]);
    if (key === undefined) return next();
    const scopeKey = idempotencyScopeKey(state.auth!.workspaceId, key);
    const fingerprint = requestFingerprint(req.method, req.path, state.body?.parsed);
    const outcome = await store.begin(scopeKey, fingerprint);
    if (outcome.kind === 'conflict') throw idempotencyConflict(outcome.decision);
    if (outcome.kind === 'replay') {
      res.setHeader('Idempotent-Replayed', 'true');
      await answer(req, res, outcome.status, outcome.body);
      return;
    }
    state.idempotency = { scopeKey, fingerprint, key };
    next();
  };
}
