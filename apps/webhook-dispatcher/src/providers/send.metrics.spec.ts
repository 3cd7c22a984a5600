import { metricsRegistry } from '@wbk/platform';
import { failure, responseResult } from './send-result';
import { observeAttempt } from './send.metrics';

async function attemptsBy(outcome: string): Promise<number> {
  return (await metricsRegistry.getSingleMetric('wbk_webhook_attempts_total')!.get()).values.find((v) => v.labels['outcome'] === outcome)?.value ?? -1;
}

describe('webhook attempt metrics', () => {
  it('counts each attempt by outcome and leaves out endpoint_busy, which sent nothing', async () => {
    const started = performance.now();
    observeAttempt(responseResult(started, 204, ''));
    observeAttempt(responseResult(started, 503, 'busy'));
    observeAttempt(failure(started, 'timeout'));
    observeAttempt(failure(started, 'endpoint_busy'));

    expect(await Promise.all(['delivered', 'http_error', 'network_error'].map(attemptsBy))).toEqual([1, 1, 1]);
    const timings = (await metricsRegistry.getSingleMetric('wbk_webhook_attempt_duration_seconds')!.get()).values;
    expect(timings.find((v) => v.metricName === 'wbk_webhook_attempt_duration_seconds_count')?.value).toBe(3);
  });
});
