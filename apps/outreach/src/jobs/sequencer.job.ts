import type { Logger } from '@wbk/platform';
import type { SendDueSteps } from '../app/send-due-steps.use-case';

export interface SequencerJobOptions {
  /** One pass: the due campaign steps claimed, sent and recorded. */
  sendDueSteps: Pick<SendDueSteps, 'execute'>;
  /** SEQUENCER_TICK_MS: the pause between passes that found less than a full batch. */
  tickMs: number;
  batch: number;
  logger: Logger;
}

/**
 * The sequencer: every replica runs one. It runs passes (SendDueSteps) one after another: a pass that claimed a full batch
 * is followed at once (there is more due), otherwise after the tick. A pass
 * that fails is logged and the loop goes on; stop() waits for the pass
 * under way, so no lease is left held by a process that is shutting down
 * cleanly beyond the step it is sending.
 */
export class SequencerJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(private readonly options: SequencerJobOptions) {}

  start(): void {
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.once().finally(() => {
        this.running = null;
      });
    }, delayMs);
    this.timer.unref();
  }

  private async once(): Promise<void> {
    let next = this.options.tickMs;
    try {
      const summary = await this.options.sendDueSteps.execute();
      if (summary.claimed >= this.options.batch) next = 0;
      if (summary.claimed > 0 || summary.completedCampaigns > 0) this.options.logger.debug({ ...summary }, 'sequencer pass');
    } catch (err) {
      this.options.logger.error({ err }, 'sequencer pass failed');
    }
    this.schedule(next);
  }
}
