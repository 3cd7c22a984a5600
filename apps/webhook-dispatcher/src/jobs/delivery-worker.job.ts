import { AckPolicy, DeliverPolicy, JetStreamApiError, type ConsumerConfig, type ConsumerMessages, type JetStreamClient, type JetStreamManager, type JsMsg } from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';
import { headersTraceCarrier } from '@wbk/bus';
import { TaskLimit, type Logger } from '@wbk/platform';
import { continueTrace } from '@wbk/telemetry';
import { attemptReport, ENDPOINT_BUSY, type AttemptSender, type DeliveryBackend, type DeliveryTarget } from '../app/delivery-backend';
import { JOBS_STREAM, JOBS_SUBJECT, WORKERS_DURABLE, deliveryJobSchema, type DeliveryJob } from '../events/jobs-stream';
import { deliveryHeaders, type SignFn } from '../providers/webhook-signer';

export interface DeliveryWorkerJobOptions {
  js: JetStreamClient;
  jsm: JetStreamManager;
  backend: DeliveryBackend;
  sender: AttemptSender;
  sign: SignFn;
  logger: Logger;
  timeoutMs: number;
  /** Attempts in flight in this replica. */
  concurrency: number;
  /** Attempts in flight per endpoint in this replica; beyond it a job waits without blocking others. */
  maxPerEndpoint: number;
  /**
   * Attempts in flight per workspace in this replica: beyond it the
   * workspace's jobs come back shortly, so a flood of one workspace's due
   * retries cannot take every slot while another workspace's job waits.
   */
  maxPerWorkspace: number;
  now?: () => Date;
  ackWaitMs?: number;
}

/**
 * The lease on a job: unacknowledged this long, JetStream hands it to another
 * worker. A slow receiver is covered by `working()` heartbeats.
 */
const DEFAULT_ACK_WAIT_MS = 30_000;
/**
 * Naks with a delay stay "pending" until redelivered, so every scheduled retry
 * holds a slot: the cap must exceed the deliveries waiting for a retry, or
 * the consumer stops handing out new jobs while old ones wait hours.
 */
const MAX_ACK_PENDING = 50_000;
/** A job whose endpoint (or workspace) is at its cap comes back this soon; the others proceed meanwhile. */
const ENDPOINT_BUSY_DELAY_MS = 250;
/** The data side (store or the `all` replica) failed: try again shortly. */
const BACKEND_RETRY_MS = 2_000;
const CONSUMER_EXISTS = 10148;

export class DeliveryWorkerJob {
  private messages: ConsumerMessages | undefined;
  private loop: Promise<void> | undefined;
  private readonly inFlight: TaskLimit;
  private readonly perEndpoint = new InFlightCounts();
  private readonly perWorkspace = new InFlightCounts();
  private readonly log: Logger;
  private readonly ackWaitMs: number;
  private stopping = false;

  constructor(private readonly options: DeliveryWorkerJobOptions) {
    this.log = options.logger.child({ consumer: WORKERS_DURABLE });
    this.ackWaitMs = options.ackWaitMs ?? DEFAULT_ACK_WAIT_MS;
    this.inFlight = new TaskLimit(options.concurrency);
  }

  async start(): Promise<void> {
    await this.ensureConsumer();
    const consumer = await this.options.js.consumers.get(JOBS_STREAM, WORKERS_DURABLE);
    this.messages = await consumer.consume({ max_messages: this.options.concurrency });
    this.loop = this.run(this.messages);
  }

  /** Stops pulling, hands back jobs pulled but not started (nak: another worker takes them now), waits for the attempts under way. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.messages?.close();
    await this.loop;
    await this.inFlight.idle();
  }

  private async ensureConsumer(): Promise<void> {
    const { jsm } = this.options;
    const config: Partial<ConsumerConfig> = {
      durable_name: WORKERS_DURABLE,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: nanos(this.ackWaitMs),
      // Retries are naks: the attempt count lives in the store, never in max_deliver.
      max_deliver: -1,
      max_ack_pending: MAX_ACK_PENDING,
    };
    try {
      await jsm.consumers.add(JOBS_STREAM, config);
    } catch (err) {
      if (!(err instanceof JetStreamApiError) || err.code !== CONSUMER_EXISTS) throw err;
      const { durable_name: _name, deliver_policy: _policy, ...changeable } = config;
      await jsm.consumers.update(JOBS_STREAM, WORKERS_DURABLE, changeable);
    }
  }

  private async run(messages: ConsumerMessages): Promise<void> {
    try {
      for await (const msg of messages) {
        if (!this.stopping) await this.inFlight.slot();
        if (this.stopping) {
          msg.nak();
          continue;
        }
        this.inFlight.run(
          this.process(msg).catch((err: unknown) => {
            this.log.error({ err, seq: msg.seq }, 'delivery job crashed; it will come back');
            msg.nak(BACKEND_RETRY_MS);
          }),
        );
      }
    } catch (err) {
      this.log.error({ err }, 'delivery worker stopped unexpectedly');
    }
  }

  private async process(msg: JsMsg): Promise<void> {
    const job = parseJob(msg);
    if (!job) {
      this.log.error({ seq: msg.seq }, 'invalid delivery job, dropping');
      msg.term();
      return;
    }
    const early = job.not_before - this.now().getTime();
    if (early > 0) {
      msg.nak(early);
      return;
    }
    if (!this.perWorkspace.take(job.workspace_id, this.options.maxPerWorkspace)) {
      msg.nak(ENDPOINT_BUSY_DELAY_MS);
      return;
    }
    if (!this.perEndpoint.take(job.webhook_id, this.options.maxPerEndpoint)) {
      this.perWorkspace.release(job.workspace_id);
      msg.nak(ENDPOINT_BUSY_DELAY_MS);
      return;
    }
    try {
      // Only a traced job gets a span: an untraced one (a sweep's re-publish) must not start a trace per attempt.
      await continueTrace(`process ${JOBS_SUBJECT}`, { kind: 'consumer', parent: headersTraceCarrier(msg.headers) }, () => this.attempt(msg, job));
    } finally {
      this.perEndpoint.release(job.webhook_id);
      this.perWorkspace.release(job.workspace_id);
    }
  }

  private async attempt(msg: JsMsg, job: DeliveryJob): Promise<void> {
    let target: DeliveryTarget;
    try {
      target = await this.options.backend.getTarget(job.delivery_id, job.manual);
    } catch (err) {
      this.log.warn({ err, deliveryId: job.delivery_id }, 'delivery data unavailable, retrying the job');
      msg.nak(BACKEND_RETRY_MS);
      return;
    }
    if (!target.deliverable && target.not_due_ms > 0) {
      // Back before its backoff ran out: wait for the rest of it rather than attempt early.
      msg.nak(target.not_due_ms);
      return;
    }
    if (!target.deliverable) {
      this.log.debug({ deliveryId: job.delivery_id, reason: target.skip_reason }, 'delivery job skipped');
      msg.ack();
      return;
    }
    const heartbeat = setInterval(() => msg.working(), Math.max(1_000, Math.floor(this.ackWaitMs / 3)));
    let result: Awaited<ReturnType<AttemptSender['send']>>;
    try {
      result = await this.options.sender.send({
        url: target.url,
        body: target.body,
        headers: this.headers(target),
        timeoutMs: this.options.timeoutMs,
      });
    } finally {
      clearInterval(heartbeat);
    }
    if (result.error === ENDPOINT_BUSY) {
      // Nothing was sent (the sender's per-origin cap): not an attempt, just come back shortly.
      msg.nak(ENDPOINT_BUSY_DELAY_MS);
      return;
    }
    try {
      const verdict = await this.options.backend.recordAttempt(attemptReport(target.delivery_id, job.manual, result));
      if (verdict.final) msg.ack();
      else msg.nak(verdict.next_delay_ms);
    } catch (err) {
      // Sent but not recorded: the job comes back and becomes the next attempt (receivers dedupe on the delivery id).
      this.log.warn({ err, deliveryId: job.delivery_id }, 'attempt could not be recorded, retrying the job');
      msg.nak(BACKEND_RETRY_MS);
    }
  }

  private headers(target: DeliveryTarget): Record<string, string> {
    return deliveryHeaders(this.options.sign, target.secret, target.body, target.delivery_id, this.now());
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }
}

/** Attempts in flight per key (an endpoint, a workspace), each under its own cap. */
class InFlightCounts {
  private readonly counts = new Map<string, number>();

  take(key: string, cap: number): boolean {
    const busy = this.counts.get(key) ?? 0;
    if (busy >= cap) return false;
    this.counts.set(key, busy + 1);
    return true;
  }

  release(key: string): void {
    const left = (this.counts.get(key) ?? 1) - 1;
    if (left <= 0) this.counts.delete(key);
    else this.counts.set(key, left);
  }
}

function parseJob(msg: JsMsg): DeliveryJob | null {
  try {
    const result = deliveryJobSchema.safeParse(msg.json<unknown>());
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
