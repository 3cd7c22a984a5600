import type { Logger } from 'pino';

type Closer = () => Promise<void> | void;

/**
 * Closes what a process opened in reverse order of opening, once, on SIGINT or
 * SIGTERM, within a deadline so a stuck dependency cannot block a rollout.
 */
export class Shutdown {
  private readonly closers: Array<{ name: string; close: Closer }> = [];
  private closing: Promise<void> | undefined;

  constructor(
    private readonly logger: Logger,
    private readonly deadlineMs = 10_000,
  ) {}

  add(name: string, close: Closer): void {
    this.closers.push({ name, close });
  }

  listen(): void {
    const onSignal = (signal: string) => {
      this.logger.info({ signal }, 'shutting down');
      void this.run().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  }

  run(): Promise<void> {
    this.closing ??= this.closeAll();
    return this.closing;
  }

  private async closeAll(): Promise<void> {
    const timer = setTimeout(() => {
      this.logger.error('shutdown deadline passed, exiting');
      process.exit(1);
    }, this.deadlineMs);
    timer.unref();
    for (const { name, close } of [...this.closers].reverse()) {
      try {
        await close();
      } catch (err) {
        this.logger.warn({ err, name }, 'error while closing');
      }
    }
    clearTimeout(timer);
  }
}
