import type { Clock, Logger } from '@wbk/platform';
import { ALL_EVENTS, matchesEvent, receivesEvent } from '../domain/event-match';
import { replayStopReason } from '../domain/replay-job';
import type { DeliveryEnqueuer } from '../events/delivery-enqueuer';
import type { EventArchiveRepository } from '../store/event-archive.repository';
import type { ReplayJobDoc, ReplayJobRepository } from '../store/replay-job.repository';
import type { WebhookRepository } from '../store/webhook.repository';

export interface ReplayRunnerJobOptions {
  jobs: ReplayJobRepository;
  archive: EventArchiveRepository;
  webhooks: Pick<WebhookRepository, 'findAny'>;
  enqueuer: Pick<DeliveryEnqueuer, 'deliver'>;
  clock: Clock;
  logger: Logger;
  /** WEBHOOK_REPLAY_BATCH_SIZE: deliveries created per turn before the cursor is recorded. */
  batchSize: number;
  /** How often it looks for work when not kicked. */
  intervalMs?: number;
  /** How long a turn may hold a job before another replica may take it over. */
  leaseMs?: number;
}

const DEFAULT_INTERVAL_MS = 1_000;
const DEFAULT_LEASE_MS = 60_000;
/** Unfinished jobs looked at per pass; each gets one batch, least recently advanced first. */
const JOBS_PER_PASS = 16;

/** Each replay's deliveries are new: the replay id in the key gives them their own ids. */
export function replayDeliveryKey(eventId: string, replayId: string): string {
  return `${eventId}:replay:${replayId}`;
}

/**
 * Runs replay jobs in the background, one batch per job per turn, oldest
 * turn first: a replay of thousands of events never holds a request, and a
 * large replay of one workspace cannot keep another's from advancing.
 */
export class ReplayRunnerJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(private readonly options: ReplayRunnerJobOptions) {}

  start(): void {
    this.timer = setInterval(() => this.kick(), this.options.intervalMs ?? DEFAULT_INTERVAL_MS);
    this.timer.unref();
    this.kick();
  }

  /** A job was queued: look now rather than at the next tick. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((err: unknown) => this.options.logger.warn({ err }, 'replay pass failed; will retry'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.again = false;
    await this.running;
  }

  /** Passes until no job is left to advance (or the runner is stopped). */
  async drain(): Promise<void> {
    let advanced = 1;
    while (advanced > 0 && !this.stopped) advanced = await this.pass();
  }

  /** One batch of each claimable job; the number of jobs advanced. */
  async pass(): Promise<number> {
    const now = this.options.clock.now();
    const candidates = await this.options.jobs.claimable(now.toISOString(), JOBS_PER_PASS);
    let advanced = 0;
    for (const job of candidates) {
      const leaseUntil = new Date(now.getTime() + (this.options.leaseMs ?? DEFAULT_LEASE_MS)).toISOString();
      if (!(await this.options.jobs.claim(job, leaseUntil, now.toISOString()))) continue;
      await this.turn({ ...job, status: 'running' });
      advanced += 1;
    }
    return advanced;
  }

  private async turn(job: ReplayJobDoc): Promise<void> {
    const { options } = this;
    const webhook = await options.webhooks.findAny(job.webhook_id);
    const stop = replayStopReason(webhook);
    if (stop || !webhook) {
      await options.jobs.finish(job._id, 'failed', stop, options.clock.now().toISOString());
      return;
    }
    const after = job.cursor ? { occurredAt: new Date(job.cursor.occurred_at), id: job.cursor.event_id } : null;
    const page = await options.archive.pageInWindow(job.workspace_id, new Date(job.since), new Date(job.until), job.events, after, options.batchSize);
    let replayed = job.replayed;
    for (const event of page) {
      // The saving key's permissions as they are now: a replay never delivers what that key may not read.
      if (!matchesEvent(job.events ?? [ALL_EVENTS], event.event) || !receivesEvent(webhook, event.event)) continue;
      await options.enqueuer.deliver(job.workspace_id, webhook, event, replayDeliveryKey(event.id, job._id));
      replayed += 1;
    }
    const now = options.clock.now().toISOString();
    const last = page.at(-1);
    if (!last || page.length < options.batchSize) {
      if (last) await options.jobs.advance(job._id, { occurred_at: new Date(last.occurred_at).toISOString(), event_id: last.id }, replayed, now);
      await options.jobs.finish(job._id, 'completed', null, now);
      options.logger.info({ replayId: job._id, workspaceId: job.workspace_id, replayed }, 'replay completed');
      return;
    }
    await options.jobs.advance(job._id, { occurred_at: new Date(last.occurred_at).toISOString(), event_id: last.id }, replayed, now);
  }
}
