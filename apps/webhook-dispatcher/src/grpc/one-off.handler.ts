import type { WebhooksRpc } from '@wbk/contracts';
import { validationError, type Clock, type FieldIssue, type Logger } from '@wbk/platform';
import type { RpcHandlers } from '@wbk/rpc';
import { deliveryIdFor, renderDeliveryBody } from '../domain/envelope';
import type { AttemptSender } from '../events/delivery-backend';
import { deliveryHeaders, type SignFn } from '../providers/webhook-signer';
import type { OneOffOutcome, OneOffRepository } from '../store/one-off.repository';

/**
 * SendOneOff: the workflow engine's `webhook` action. One signed
 * attempt, made synchronously through the delivery sender (SSRF checks at the
 * attempt, pinned address, timeout); the engine's run owns retries and backoff.
 * The key is the run id: once delivered, the same key replays the outcome and
 * never sends again (gRPC retries, engine crash and redelivery); after a failed
 * attempt the same key is attempted again, which is the engine's retry.
 *
 * Signing: with `secret` when the caller gives one (the workflow's
 * action_config), otherwise with the workspace's dispatcher-held workflow
 * signing secret, created on first use (OneOffRepository.workspaceSecret).
 */
export interface OneOffHandlerDeps {
  repo: OneOffRepository;
  sender: AttemptSender;
  sign: SignFn;
  clock: Clock;
  logger: Logger;
  /** Spec "Events" rule 2: 10 s. */
  timeoutMs: number;
}

const MAX_KEY_LENGTH = 200;
const MAX_EVENT_LENGTH = 100;

/** Answers that another attempt cannot change: a bad or refused target, a redirect, a 4xx other than 408/429. */
export function isRetryableFailure(error: string, statusCode: number | null): boolean {
  if (/^(invalid_url|blocked_address|invalid_request|redirect_not_followed)\b/.test(error)) return false;
  if (error.startsWith('http_status') && statusCode !== null && statusCode >= 400 && statusCode < 500) {
    return statusCode === 408 || statusCode === 429;
  }
  return true;
}

function parsePayload(json: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function createOneOffHandlers(deps: OneOffHandlerDeps): Pick<RpcHandlers<WebhooksRpc>, 'SendOneOff'> {
  return {
    async SendOneOff(input) {
      const issues: FieldIssue[] = [];
      if (input.workspace_id === '') issues.push({ field: 'workspace_id', message: 'is required' });
      if (input.url === '') issues.push({ field: 'url', message: 'is required' });
      if (input.event_name === '' || input.event_name.length > MAX_EVENT_LENGTH) {
        issues.push({ field: 'event_name', message: `must be 1 to ${MAX_EVENT_LENGTH} characters` });
      }
      if (input.idempotency_key === '' || input.idempotency_key.length > MAX_KEY_LENGTH) {
        issues.push({ field: 'idempotency_key', message: `must be 1 to ${MAX_KEY_LENGTH} characters` });
      }
      const payload = parsePayload(input.payload_json);
      if (payload === null) issues.push({ field: 'payload_json', message: 'must be a JSON object' });
      if (issues.length > 0 || payload === null) throw validationError(issues);

      const deliveryId = deliveryIdFor(`one-off:${input.workspace_id}`, input.idempotency_key);
      const now = deps.clock.now();
      const claim = await deps.repo.claim(deliveryId, { workspaceId: input.workspace_id, url: input.url, event: input.event_name }, now, deps.timeoutMs * 2);
      if (claim.kind === 'delivered') return { delivery_id: deliveryId, ...claim.outcome };
      if (claim.kind === 'in_progress') {
        // Another call with this key is sending right now; the caller's next attempt finds its outcome.
        return { delivery_id: deliveryId, status_code: 0, ok: false, error: 'in_progress', retryable: true };
      }
      const secret = input.secret !== '' ? input.secret : await deps.repo.workspaceSecret(input.workspace_id, now);
      const body = renderDeliveryBody({
        event: input.event_name,
        deliveryId,
        occurredAt: now.toISOString(),
        workspaceId: input.workspace_id,
        data: payload,
      });
      const result = await deps.sender.send({
        url: input.url,
        body,
        timeoutMs: deps.timeoutMs,
        headers: deliveryHeaders(deps.sign, secret, body, deliveryId, now),
      });
      const error = result.error ?? '';
      const outcome: OneOffOutcome = {
        status_code: result.statusCode ?? 0,
        ok: result.ok,
        error,
        retryable: !result.ok && isRetryableFailure(error, result.statusCode),
      };
      await deps.repo.finish(deliveryId, outcome);
      deps.logger.info({ deliveryId, workspaceId: input.workspace_id, ok: outcome.ok, statusCode: result.statusCode, error }, 'one-off webhook sent');
      return { delivery_id: deliveryId, ...outcome };
    },
  };
}
