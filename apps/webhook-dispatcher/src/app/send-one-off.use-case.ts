import type { WebhooksRpc } from '@wbk/contracts';
import type { Clock, Logger } from '@wbk/platform';
import { deliveryIdFor, renderDeliveryBody } from '../domain/envelope';
import { isRetryableFailure } from '../domain/send-failure';
import type { AttemptSender } from '../app/delivery-backend';
import { deliveryHeaders, type SignFn } from '../providers/webhook-signer';
import type { OneOffOutcome, OneOffRepository } from '../store/one-off.repository';

export interface SendOneOffDeps {
  repo: OneOffRepository;
  sender: AttemptSender;
  sign: SignFn;
  clock: Clock;
  logger: Logger;
  /** A receiver answers 2xx within this long (10 s) or the attempt fails. */
  timeoutMs: number;
}

export interface OneOffRequest {
  workspaceId: string;
  url: string;
  eventName: string;
  payload: Record<string, unknown>;
  idempotencyKey: string;
  /** Empty: sign with the workspace's workflow signing secret. */
  secret: string;
}

/**
 * SendOneOff: the workflow engine's `webhook` action. One signed attempt,
 * made synchronously through the delivery sender (SSRF checks at the
 * attempt, pinned address, timeout); the engine's run owns retries and
 * backoff. The key is the run id: once delivered, the same key replays the
 * outcome and never sends again (gRPC retries, engine crash and redelivery);
 * after a failed attempt the same key is attempted again, which is the
 * engine's retry.
 *
 * Signing: with `secret` when the caller gives one (the workflow's
 * action_config), otherwise with the workspace's dispatcher-held workflow
 * signing secret, created on first use (OneOffRepository.workspaceSecret).
 */
export class SendOneOff {
  constructor(private readonly deps: SendOneOffDeps) {}

  async execute(request: OneOffRequest): Promise<WebhooksRpc['SendOneOff']['reply']> {
    const { deps } = this;
    const deliveryId = deliveryIdFor(`one-off:${request.workspaceId}`, request.idempotencyKey);
    const now = deps.clock.now();
    const claim = await deps.repo.claim(deliveryId, { workspaceId: request.workspaceId, url: request.url, event: request.eventName }, now, deps.timeoutMs * 2);
    if (claim.kind === 'delivered') return { delivery_id: deliveryId, ...claim.outcome };
    if (claim.kind === 'in_progress') {
      // Another call with this key is sending right now; the caller's next attempt finds its outcome.
      return { delivery_id: deliveryId, status_code: 0, ok: false, error: 'in_progress', retryable: true };
    }
    const secret = request.secret !== '' ? request.secret : await deps.repo.workspaceSecret(request.workspaceId, now);
    const body = renderDeliveryBody({
      event: request.eventName,
      deliveryId,
      occurredAt: now.toISOString(),
      workspaceId: request.workspaceId,
      data: request.payload,
    });
    const result = await deps.sender.send({
      url: request.url,
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
    deps.logger.info({ deliveryId, workspaceId: request.workspaceId, ok: outcome.ok, statusCode: result.statusCode, error }, 'one-off webhook sent');
    return { delivery_id: deliveryId, ...outcome };
  }
}
