import { LATENCY_BUCKETS, counter, histogram } from '@wbk/platform';
import type { SendResult } from './send-result';

const attempts = counter({
  name: 'wbk_webhook_attempts_total',
  help: 'Webhook delivery attempts, by outcome: delivered (2xx), http_error (another status) or network_error (no answer: refused, timeout, blocked address).',
  labelNames: ['outcome'],
});
const attemptSeconds = histogram({ name: 'wbk_webhook_attempt_duration_seconds', help: 'Time of a webhook delivery attempt.', buckets: LATENCY_BUCKETS });

export type AttemptOutcome = 'delivered' | 'http_error' | 'network_error';
const OUTCOMES: readonly AttemptOutcome[] = ['delivered', 'http_error', 'network_error'];
// Zero series from the start: a rate() over a counter that appears late misses its first increments.
for (const outcome of OUTCOMES) attempts.inc({ outcome }, 0);

export function attemptOutcomeOf(result: SendResult): AttemptOutcome {
  if (result.ok) return 'delivered';
  return result.statusCode === null ? 'network_error' : 'http_error';
}

/** endpoint_busy sent nothing and is not an attempt (webhook-sender.ts), so it is not counted. */
export function observeAttempt(result: SendResult): SendResult {
  if (result.error === 'endpoint_busy') return result;
  attempts.inc({ outcome: attemptOutcomeOf(result) });
  attemptSeconds.observe(result.durationMs / 1000);
  return result;
}
