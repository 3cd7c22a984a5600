import { TaskLimit, type Logger } from '@wbk/platform';
import type { ProviderReport } from './provider-report';
import type { Provider } from './providers';

/** One delivery attempt: the receiver's HTTP status, or 0 when there was no answer. */
export type ReportPost = (provider: Provider, report: ProviderReport) => Promise<number>;

/** Where the send path and the control API hand reports; never blocks the caller. */
export interface ReportSink {
  enqueue(provider: Provider, report: ProviderReport, delayMs: number): void;
}

export interface ReportQueueOptions {
  post: ReportPost;
  logger: Logger;
  /** Waits before attempts 2, 3, ...; the last one repeats (the cap). */
  retryMs?: readonly number[];
  /** Attempts per report, the first included; bounds how long one report is retried. */
  maxAttempts?: number;
  /** Reports waiting (for their time or for a retry) at most; beyond, new ones are dropped. */
  maxPending?: number;
  /** Attempts in flight at most. */
  concurrency?: number;
}

/** 0.2 s, 1 s, 5 s, then every 30 s: about 20 minutes over 40 attempts. */
export const REPORT_RETRY_MS = [200, 1_000, 5_000, 30_000] as const;
const DEFAULT_MAX_ATTEMPTS = 40;
const DEFAULT_MAX_PENDING = 10_000;
const DEFAULT_CONCURRENCY = 16;

interface Pending {
  provider: Provider;
  report: ProviderReport;
  attempt: number;
}

export interface ReportQueueStats {
  pending: number;
  delivered: number;
  dropped: number;
}

/**
 * Delivers reports at least once, in the background: each is posted after its
 * delay and retried with backoff until the receiver answers 2xx or the
 * attempts run out. Bounded in what it holds and in what it runs at once.
 */
export class ReportQueue implements ReportSink {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight: TaskLimit;
  private readonly retryMs: readonly number[];
  private readonly maxAttempts: number;
  private readonly maxPending: number;
  private pending = 0;
  private delivered = 0;
  private dropped = 0;
  private closed = false;

  constructor(private readonly options: ReportQueueOptions) {
    this.retryMs = options.retryMs && options.retryMs.length > 0 ? options.retryMs : REPORT_RETRY_MS;
    this.maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    this.maxPending = options.maxPending ?? DEFAULT_MAX_PENDING;
    this.inFlight = new TaskLimit(options.concurrency ?? DEFAULT_CONCURRENCY);
  }

  enqueue(provider: Provider, report: ProviderReport, delayMs: number): void {
    if (this.closed) return;
    if (this.pending >= this.maxPending) {
      this.dropped += 1;
      this.options.logger.warn({ provider, report_id: report.id, type: report.type, pending: this.pending }, 'report queue full: report dropped');
      return;
    }
    this.pending += 1;
    this.schedule({ provider, report, attempt: 1 }, delayMs);
  }

  stats(): ReportQueueStats {
    return { pending: this.pending, delivered: this.delivered, dropped: this.dropped };
  }

  /** Stops every waiting report; attempts already in flight finish on their own. */
  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private schedule(item: Pending, delayMs: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(item);
    }, delayMs);
    this.timers.add(timer);
  }

  private async attempt(item: Pending): Promise<void> {
    await this.inFlight.slot();
    if (this.closed) return;
    this.inFlight.run(
      this.options
        .post(item.provider, item.report)
        .catch(() => 0)
        .then((status) => this.settle(item, status)),
    );
  }

  private settle(item: Pending, status: number): void {
    if (status >= 200 && status < 300) {
      this.pending -= 1;
      this.delivered += 1;
      return;
    }
    const log = { provider: item.provider, report_id: item.report.id, type: item.report.type, attempt: item.attempt, status };
    if (item.attempt >= this.maxAttempts) {
      this.pending -= 1;
      this.dropped += 1;
      this.options.logger.warn(log, 'report not accepted after the last attempt: given up');
      return;
    }
    if (this.closed) return;
    this.options.logger.debug(log, 'report not accepted: retrying');
    const waitMs = this.retryMs[Math.min(item.attempt - 1, this.retryMs.length - 1)]!;
    this.schedule({ ...item, attempt: item.attempt + 1 }, waitMs);
  }
}

/** When SIM_WEBHOOK_URL is unset: reports go nowhere (the server says so once at start). */
export const discardReports: ReportSink = { enqueue: () => undefined };
