import type { Logger } from 'pino';
import { SHUTDOWN_DEFAULTS, type ShutdownBudget } from './shutdown-budget';

type Closer = () => Promise<void> | void;

/**
 * Closes what a process opened, once, on SIGINT or SIGTERM, within the
 * process deadline so a stuck dependency cannot block a rollout.
 *
 * First the process stops looking ready (isDraining(): the ops port's /readyz,
 * the gateway's /healthz); on SIGTERM it goes on serving for the endpoint
 * delay, while load balancers stop routing to it; then the closers run in
 * reverse order of adding:
 * whatever takes work (gRPC server, HTTP server, consumers) is added last so it
 * stops first, and what that work needs (relay, bus, store) closes after it.
 */
export class Shutdown {
  private readonly closers: Array<{ name: string; close: Closer }> = [];
  private readonly onDrain: Array<() => void> = [];
  private closing: Promise<void> | undefined;
  private draining = false;
  private drainStartedAt: number | undefined;
  readonly budget: ShutdownBudget;

  constructor(
    private readonly logger: Logger,
    budget: Partial<ShutdownBudget> = {},
  ) {
    this.budget = {
      endpointDelayMs: budget.endpointDelayMs ?? SHUTDOWN_DEFAULTS.endpointDelayMs,
      grpcGraceMs: budget.grpcGraceMs ?? SHUTDOWN_DEFAULTS.grpcGraceMs,
      drainMs: budget.drainMs ?? SHUTDOWN_DEFAULTS.drainMs,
      deadlineMs: budget.deadlineMs ?? SHUTDOWN_DEFAULTS.deadlineMs,
    };
  }

  add(name: string, close: Closer): void {
    this.closers.push({ name, close });
  }

  /** Runs at the signal, before any closer: what says "not ready" (e.g. gRPC health NOT_SERVING). */
  whenDraining(markUnready: () => void): void {
    this.onDrain.push(markUnready);
  }

  /** True from the signal on: readiness answers "not ready" so no new work is routed here. */
  isDraining(): boolean {
    return this.draining;
  }

  listen(): void {
    const onSignal = (signal: string) => {
      this.logger.info({ signal, budget: this.budget }, 'shutting down');
      // SIGTERM is the orchestrator's: routes to this process are still being withdrawn.
      void this.run({ endpointDelayMs: signal === 'SIGTERM' ? this.budget.endpointDelayMs : 0 }).then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  }

  /** What is left of the drain budget (queues and the outbox flush within it); the whole of it before the signal. */
  remainingDrainMs(): number {
    if (this.drainStartedAt === undefined) return this.budget.drainMs;
    return Math.max(0, this.budget.drainMs - (Date.now() - this.drainStartedAt));
  }

  /** `endpointDelayMs`: how long to keep serving, not ready, before the first closer runs. */
  run(options: { endpointDelayMs?: number } = {}): Promise<void> {
    if (!this.draining) {
      this.draining = true;
      this.drainStartedAt = Date.now();
      for (const markUnready of this.onDrain) {
        try {
          markUnready();
        } catch (err) {
          this.logger.warn({ err }, 'error while marking the process not ready');
        }
      }
    }
    this.closing ??= this.closeAll(options.endpointDelayMs ?? 0);
    return this.closing;
  }

  private async closeAll(endpointDelayMs: number): Promise<void> {
    const started = Date.now();
    const timer = setTimeout(() => {
      this.logger.error({ deadline_ms: this.budget.deadlineMs }, 'shutdown deadline passed, exiting');
      process.exit(1);
    }, this.budget.deadlineMs);
    timer.unref();
    if (endpointDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, endpointDelayMs));
    for (const { name, close } of [...this.closers].reverse()) {
      try {
        await close();
      } catch (err) {
        this.logger.warn({ err, name }, 'error while closing');
      }
    }
    clearTimeout(timer);
    this.logger.info({ ms: Date.now() - started }, 'shutdown complete');
  }
}
