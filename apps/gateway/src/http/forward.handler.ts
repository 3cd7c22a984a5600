import type { Logger } from '@wbk/platform';
import type { Request, Response } from 'express';
import type { IdempotencyStore } from '../store/kv-idempotency.store';
import type { ApiReplyMessage, ApiRequestMessage, Upstreams } from '../upstreams/upstream.port';
import { sendJson, stateOf } from './gateway-state';

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

export function forward(upstreams: Pick<Upstreams, 'call'>, idempotencyStore: IdempotencyStore, logger: Logger) {
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
    let reply: ApiReplyMessage;
    try {
      reply = await upstreams.call(route.upstream, route.rpc, request, { idempotent: route.method === 'GET' });
    } catch (err) {
      // Only 2xx answers are kept: free the key so the client can retry (awaited, so an immediate retry cannot see it in flight).
      if (state.idempotency !== undefined) await idempotencyStore.release(state.idempotency.scopeKey).catch((e: unknown) => logger.warn({ err: e }, 'could not free idempotency key'));
      throw err;
    }
    state.reply = reply;
    const status = reply.created ? 201 : route.successStatus;
    const body = envelopeOf(reply);
    if (state.idempotency !== undefined) {
      const { scopeKey, fingerprint } = state.idempotency;
      // Stored before answering, so a retry that follows the answer is a replay, not a 409 "in flight".
      await idempotencyStore.complete(scopeKey, fingerprint, status, body).catch((e: unknown) => logger.error({ err: e }, 'could not store idempotent answer'));
    }
    sendJson(res, status, body);
  };
}
