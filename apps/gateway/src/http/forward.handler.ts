import { AppError, type Logger, toAppError } from '@wbk/platform';
import type { Request, Response } from 'express';
import { isAmbiguousOutcome, OUTCOME_UNKNOWN_NOTE } from '../domain/idempotency.policy';
import type { IdempotencyStore } from '../store/kv-idempotency.store';
import type { ApiReplyMessage, ApiRequestMessage, Upstreams } from '../upstreams/upstream.port';
import { type Answer, stateOf } from './gateway-state';

/** Repeated query parameters are joined with "," (api.proto ApiRequest.query). */
export function queryOf(url: string): Record<string, string> {
  const mark = url.indexOf('?');
  const query: Record<string, string> = {};
  if (mark === -1) return query;
  for (const [name, value] of new URLSearchParams(url.slice(mark + 1))) {
    query[name] = name in query ? `${query[name]},${value}` : value;
  }
  return query;
}

/**
 * The envelope `{data}` (+ `meta` for lists), built by concatenation: data_json
 * comes from our own services' JSON.stringify, so parsing and re-serialising it
 * on the hot path would only cost.
 */
export function envelopeOf(reply: ApiReplyMessage): string {
  const data = reply.data_json === '' ? 'null' : reply.data_json;
  if (!reply.has_meta || reply.meta == null) return `{"data":${data}}`;
  const { page, per_page, total } = reply.meta;
  return `{"data":${data},"meta":${JSON.stringify({ page, per_page, total })}}`;
}

export function forward(upstreams: Pick<Upstreams, 'call'>, idempotencyStore: IdempotencyStore, logger: Logger, answer: Answer) {
  return async (req: Request, res: Response): Promise<void> => {
    const state = stateOf(res);
    const route = state.route!;
    const auth = state.auth!;
    const request: ApiRequestMessage = {
      context: {
        workspace_id: auth.workspaceId,
        request_id: state.requestId,
        api_key_id: auth.keyId,
        user_id: '',
        idempotency_key: state.idempotency?.key ?? '',
        causation_root_id: '',
        causation_depth: 0,
        causation_workflow_id: '',
        permissions: [...auth.permissions],
      },
      path: state.params ?? {},
      query: state.query ?? queryOf(req.url),
      body_json: state.body?.raw ?? '',
    };
    // The parsed copy served the checks before this (fingerprint, body permissions); a large body
    // would otherwise be held twice while the service works.
    if (state.body !== undefined) state.body.parsed = undefined;
    let reply: ApiReplyMessage;
    try {
      reply = await upstreams.call(route.upstream, route.rpc, request, { idempotent: route.method === 'GET' });
    } catch (err) {
      if (state.idempotency === undefined) throw err;
      const error = toAppError(err, state.requestId);
      if (isAmbiguousOutcome(error.code)) throw await keepClaimed(idempotencyStore, state.idempotency, error, logger);
      // The service answered that nothing was done: free the key so the client can retry (awaited, so an immediate retry cannot see it in flight).
      await idempotencyStore.release(state.idempotency.scopeKey).catch((e: unknown) => logger.warn({ err: e }, 'could not free idempotency key'));
      throw err;
    }
    state.reply = reply;
    const status = reply.created ? 201 : route.successStatus;
    const body = envelopeOf(reply);
    if (state.idempotency !== undefined) {
      const { scopeKey, fingerprint } = state.idempotency;
      // Stored before answering, so a retry that follows the answer is a replay, not a 409 "in flight".
      if (!(await storeAnswer(idempotencyStore, scopeKey, fingerprint, status, body, logger))) res.setHeader(IDEMPOTENT_STORED_HEADER, 'false');
    }
    await answer(req, res, status, body);
  };
}

/**
 * Set on a 2xx answer whose replay could not be stored: the change was made,
 * but a retry with the same key will not be answered from the store.
 */
export const IDEMPOTENT_STORED_HEADER = 'Idempotent-Stored';

/** One retry: a put that failed once usually meant a moment's loss of the bus. */
async function storeAnswer(store: IdempotencyStore, scopeKey: string, fingerprint: string, status: number, body: string, logger: Logger): Promise<boolean> {
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      await store.complete(scopeKey, fingerprint, status, body);
      return true;
    } catch (err) {
      logger.error({ err, scope: scopeKey, attempt }, 'could not store the answer of an idempotent request');
    }
  }
  return false;
}

/** The service may have applied the request: the key stays claimed, and the answer says the outcome is unknown. */
async function keepClaimed(store: IdempotencyStore, claim: { scopeKey: string; fingerprint: string }, error: AppError, logger: Logger): Promise<AppError> {
  try {
    await store.markUnknown(claim.scopeKey, claim.fingerprint, error.code);
  } catch (err) {
    // The in-flight claim still stands and refuses retries until it goes stale.
    logger.error({ err, scope: claim.scopeKey }, 'could not record the unknown outcome of an idempotent request');
    return new AppError(error.code, `${error.message}. The outcome is unknown: the request may have been applied; check whether the change was made before sending it again`, { ...error.details, outcome: 'unknown' });
  }
  return new AppError(error.code, `${error.message}. ${OUTCOME_UNKNOWN_NOTE}`, { ...error.details, outcome: 'unknown' });
}
