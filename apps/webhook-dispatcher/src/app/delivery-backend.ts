import type { AttemptVerdict__Output, DeliveryTarget__Output, RecordAttemptRequest__Output } from '@wbk/contracts';
import { newId, type Clock, type Logger } from '@wbk/platform';
import { disabledReason, nextStreak } from '../domain/auto-disable';
import { afterAttempt, notDueMs, type AttemptResult, type DeliveryStatus } from '../domain/delivery-state';
import type { AttemptRepository } from '../store/attempt.repository';
import type { DeliveryDoc, DeliveryRepository, NewDelivery } from '../store/delivery.repository';
import type { WebhookRepository } from '../store/webhook.repository';
import { endpointDisabled } from '../events/webhook-events';

/** What a worker needs to make one attempt (wbk.webhooks.v1.DeliveryTarget). */
export type DeliveryTarget = DeliveryTarget__Output;

/** One attempt's outcome (wbk.webhooks.v1.RecordAttemptRequest; status_code 0 + has_status_code false = no answer). */
export type AttemptReport = RecordAttemptRequest__Output;

export type AttemptVerdict = AttemptVerdict__Output;

/** What the sender answered (SendResult of providers/send-result.ts). */
export interface SentAttempt {
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  responseExcerpt: string;
  error: string | null;
}

/** Structurally the WebhookSender of providers/webhook-sender.ts (kept apart so tests can stand in). */
export interface AttemptSender {
  send(request: { url: string; body: string; headers: Record<string, string>; timeoutMs: number }): Promise<SentAttempt>;
}

/** The sender's answer when the origin is at its concurrency cap: nothing was sent, so it is not an attempt. */
export const ENDPOINT_BUSY = 'endpoint_busy';

export function attemptReport(deliveryId: string, manual: boolean, result: SentAttempt): AttemptReport {
  return {
    delivery_id: deliveryId,
    manual,
    ok: result.ok,
    status_code: result.statusCode ?? 0,
    has_status_code: result.statusCode !== null,
    duration_ms: Math.round(result.durationMs),
    error: result.error ?? '',
    response_excerpt: result.responseExcerpt,
  };
}

/**
 * The data side of a delivery attempt. ROLE=all uses LocalDeliveryBackend in
 * process; ROLE=worker reaches it over gRPC (GetDeliveryTarget / RecordAttempt).
 */
export interface DeliveryBackend {
  getTarget(deliveryId: string, manual: boolean): Promise<DeliveryTarget>;
  recordAttempt(report: AttemptReport): Promise<AttemptVerdict>;
}

export interface LocalDeliveryBackendDeps {
  webhooks: WebhookRepository;
  deliveries: DeliveryRepository;
  attempts: AttemptRepository;
  clock: Clock;
  logger: Logger;
  schedule: readonly number[];
  disableAfterMs: number;
  /** WEBHOOK_MAX_PENDING_RETRIES_PER_WORKSPACE. */
  maxPendingRetriesPerWorkspace: number;
  /** OutboxRelay.kick after the endpoint_disabled event was written. */
  afterWrite: () => void;
  random?: () => number;
}

/** end_reason of a delivery failed by the per-workspace retry quota. */
export const RETRY_QUOTA_EXCEEDED = 'retry_quota_exceeded';

function skip(deliveryId: string, reason: string, notDue = 0): DeliveryTarget {
  return { deliverable: false, skip_reason: reason, delivery_id: deliveryId, webhook_id: '', url: '', secret: '', body: '', event: '', not_due_ms: notDue };
}

export class LocalDeliveryBackend implements DeliveryBackend {
  constructor(private readonly deps: LocalDeliveryBackendDeps) {}

  async getTarget(deliveryId: string, manual: boolean): Promise<DeliveryTarget> {
    const delivery = await this.deps.deliveries.findById(deliveryId);
    if (!delivery) return skip(deliveryId, 'delivery_missing');
    if (!manual && delivery.status !== 'pending') return skip(deliveryId, `delivery_${delivery.status}`);
    const clockNow = this.deps.clock.now();
    const early = manual ? 0 : notDueMs(delivery.next_attempt_at, clockNow);
    if (early > 0) return skip(deliveryId, 'not_due', early);
    const webhook = await this.deps.webhooks.findAny(delivery.webhook_id);
    const now = clockNow.toISOString();
    if (!webhook || webhook.deleted) {
      await this.deps.deliveries.endPending(deliveryId, 'endpoint_deleted', now);
      return skip(deliveryId, 'endpoint_deleted');
    }
    if (!webhook.enabled) {
      // Kept in the event archive: POST /v1/webhooks/{id}/replay sends it once the endpoint is back.
      await this.deps.deliveries.endPending(deliveryId, 'endpoint_disabled', now);
      return skip(deliveryId, 'endpoint_disabled');
    }
    return { deliverable: true, skip_reason: '', delivery_id: deliveryId, webhook_id: webhook.id, url: webhook.url, secret: webhook.secret, body: delivery.body, event: delivery.event, not_due_ms: 0 };
  }

  async recordAttempt(report: AttemptReport): Promise<AttemptVerdict> {
    // The attempt number comes from the store, not from JetStream's delivery count: a crash after
    // sending but before recording makes the redelivery simply the next attempt (at-least-once).
    // Number and outcome are one compare-and-set write; a concurrent attempt on the same delivery
    // (a manual retry, an expired lease) makes it read again and take the next number.
    for (;;) {
      const delivery = await this.deps.deliveries.findById(report.delivery_id);
      if (!delivery) return { attempt: 0, final: true, next_delay_ms: 0 };
      const attempt = delivery.attempt_count + 1;
      const now = this.deps.clock.now();
      // A delivery already waiting for a retry keeps its place; only one about to start waiting is counted.
      const { outcome, refusal } = await this.admitRetry(delivery.workspace_id, delivery.attempt_count === 0, this.outcome(delivery.status, attempt, report));
      const nextAttemptAt = this.nextAttemptAt(outcome, now);
      if (!(await this.deps.deliveries.recordAttempt(delivery, outcome.status, nextAttemptAt, now.toISOString(), refusal && RETRY_QUOTA_EXCEEDED))) continue;
      await this.afterRecorded(delivery, attempt, report, now, nextAttemptAt, refusal);
      return { attempt, final: outcome.final, next_delay_ms: outcome.delayMs };
    }
  }

  /**
   * The first attempt of a delivery the fan-out made itself: the delivery is
   * written once, with that attempt's outcome. If another copy of the event
   * recorded the delivery first, this attempt is simply the next one of
   * that delivery (`delivery` null: its job, if any, is already scheduled).
   */
  async recordFirstAttempt(fresh: NewDelivery, report: AttemptReport): Promise<{ verdict: AttemptVerdict; delivery: DeliveryDoc | null }> {
    const now = this.deps.clock.now();
    const { outcome, refusal } = await this.admitRetry(fresh.workspace_id, true, this.outcome('pending', 1, report));
    const nextAttemptAt = this.nextAttemptAt(outcome, now);
    const delivery = await this.deps.deliveries.insertAttempted(fresh, outcome.status, nextAttemptAt, now.toISOString(), refusal && RETRY_QUOTA_EXCEEDED);
    if (!delivery) return { verdict: await this.recordAttempt(report), delivery: null };
    await this.afterRecorded(delivery, 1, report, now, nextAttemptAt, refusal);
    return { verdict: { attempt: 1, final: outcome.final, next_delay_ms: outcome.delayMs }, delivery };
  }

  private outcome(status: DeliveryStatus, attempt: number, report: AttemptReport): AttemptResult {
    return afterAttempt({
      status,
      attempt,
      ok: report.ok,
      manual: report.manual,
      schedule: this.deps.schedule,
      ...(this.deps.random ? { random: this.deps.random } : {}),
    });
  }

  /**
   * The per-workspace quota of deliveries waiting for a retry: past it, a
   * failure that would queue one more retry ends its delivery instead, so one
   * workspace's failing endpoints cannot fill the retry queue for all.
   */
  private async admitRetry(workspaceId: string, entersWaiting: boolean, outcome: AttemptResult): Promise<{ outcome: AttemptResult; refusal: string | null }> {
    if (outcome.final || !entersWaiting) return { outcome, refusal: null };
    const limit = this.deps.maxPendingRetriesPerWorkspace;
    const waiting = await this.deps.deliveries.countPendingRetries(workspaceId);
    if (waiting < limit) return { outcome, refusal: null };
    this.deps.logger.warn({ workspaceId, waiting, limit }, 'workspace retry quota reached; delivery failed without retry');
    return {
      outcome: { status: 'failed', final: true, delayMs: 0 },
      refusal: `not retried: the workspace already has ${waiting} deliveries waiting for a retry (limit ${limit}); replay the window once the endpoints recover`,
    };
  }

  private nextAttemptAt(outcome: AttemptResult, now: Date): string | null {
    return outcome.final ? null : new Date(now.getTime() + outcome.delayMs).toISOString();
  }

  /** The log line and the endpoint's failure streak, once the attempt's number is taken. */
  private async afterRecorded(delivery: NewDelivery, attempt: number, report: AttemptReport, now: Date, nextAttemptAt: string | null, refusal: string | null = null): Promise<void> {
    // After the count: a crash in between loses this log line (as a crash between send and record
    // loses the whole record), never gives two attempts one number.
    await this.deps.attempts.insert(delivery.workspace_id, delivery.webhook_id, {
      id: newId(),
      delivery_id: delivery._id,
      event: delivery.event,
      attempt,
      status: report.ok ? 'succeeded' : 'failed',
      status_code: report.has_status_code ? report.status_code : null,
      duration_ms: report.duration_ms,
      error: report.ok ? null : [report.error || `HTTP ${report.status_code}`, refusal].filter(Boolean).join('; '),
      response_excerpt: report.response_excerpt,
      created_at: now.toISOString(),
      next_attempt_at: nextAttemptAt,
    });
    await this.updateStreak(delivery.webhook_id, delivery.workspace_id, report.ok, now);
  }

  private async updateStreak(webhookId: string, workspaceId: string, ok: boolean, now: Date): Promise<void> {
    const webhook = await this.deps.webhooks.findAny(webhookId);
    if (!webhook || webhook.deleted) return;
    const streak = nextStreak({
      failingSince: webhook.failing_since ? new Date(webhook.failing_since) : null,
      ok,
      now,
      disableAfterMs: this.deps.disableAfterMs,
    });
    const failingSince = streak.failingSince?.toISOString() ?? null;
    if (failingSince !== webhook.failing_since) await this.deps.webhooks.setFailingSince(webhookId, failingSince);
    if (!streak.disable || !streak.failingSince || !webhook.enabled) return;
    const reason = disabledReason(streak.failingSince);
    const at = now.toISOString();
    const disabled = { ...webhook, enabled: false, disabled_reason: reason, updated_at: at, failing_since: failingSince };
    const event = endpointDisabled(workspaceId, disabled, streak.failingSince.toISOString(), this.deps.clock);
    if (await this.deps.webhooks.autoDisable(webhookId, reason, at, [event])) {
      this.deps.logger.warn({ webhookId, workspaceId, failingSince }, 'webhook endpoint disabled after failing too long');
      this.deps.afterWrite();
    }
  }
}
