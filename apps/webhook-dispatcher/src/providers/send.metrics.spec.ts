import { sampleValue } from '@wbk/platform';
import { failure, responseResult } from './send-result';
import { observeAttempt } from './send.metrics';

const attemptsBy = (outcome: string) => sampleValue('wbk_webhook_attempts_total', { outcome });

describe('webhook attempt metrics', () => {
  it('counts each attempt by outcome and leaves out endpoint_busy, which sent nothing', async () => {
    const started = performance.now();
    observeAttempt(responseResult(started, 204, ''));
    observeAttempt(responseResult(started, 503, 'busy'));
    observeAttempt(failure(started, 'timeout'));
    observeAttempt(failure(started, 'endpoint_busy'));

    expect(await Promise.all(['delivered', 'http_error', 'network_error'].map(attemptsBy))).toEqual([1, 1, 1]);
    expect(await sampleValue('wbk_webhook_attempt_duration_seconds', {}, 'wbk_webhook_attempt_duration_seconds_count')).toBe(3);
  });
});
