import { createLogger } from './logger';
import { Shutdown } from './shutdown';

const logger = createLogger({ service: 'test', level: 'silent' });

describe('Shutdown', () => {
  it('marks the process not ready before any closer runs, then closes in reverse order of adding, once', async () => {
    const shutdown = new Shutdown(logger, { grpcGraceMs: 100, drainMs: 200, deadlineMs: 60_000 });
    const steps: string[] = [];
    shutdown.add('store', () => void steps.push(`store (draining: ${shutdown.isDraining()})`));
    shutdown.add('relay', async () => void steps.push('relay'));
    shutdown.add('grpc', () => void steps.push('grpc'));
    shutdown.whenDraining(() => steps.push('not ready'));
    expect(shutdown.isDraining()).toBe(false);
    expect(shutdown.remainingDrainMs()).toBe(200);

    await Promise.all([shutdown.run(), shutdown.run()]);
    expect(steps).toEqual(['not ready', 'grpc', 'relay', 'store (draining: true)']);
    expect(shutdown.remainingDrainMs()).toBeLessThanOrEqual(200);
  });

  it('with an endpoint delay, serves on while not ready and runs no closer before the delay is over', async () => {
    jest.useFakeTimers();
    try {
      const shutdown = new Shutdown(logger, { endpointDelayMs: 3_000, grpcGraceMs: 100, drainMs: 5_000, deadlineMs: 60_000 });
      const closed: string[] = [];
      shutdown.add('http', () => void closed.push('http'));
      const done = shutdown.run({ endpointDelayMs: 3_000 });
      expect(shutdown.isDraining()).toBe(true);
      await jest.advanceTimersByTimeAsync(2_999);
      expect(closed).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      await done;
      expect(closed).toEqual(['http']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps closing after a closer fails', async () => {
    const shutdown = new Shutdown(logger);
    const closed: string[] = [];
    shutdown.add('bus', () => void closed.push('bus'));
    shutdown.add('consumer', () => {
      throw new Error('stuck');
    });
    await shutdown.run();
    expect(closed).toEqual(['bus']);
  });
});
