import { retryAfterFailure } from './retry-schedule';

/** Spec "States and transitions", webhook delivery: pending until delivered or out of attempts. */
export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

export interface AttemptResultInput {
  status: DeliveryStatus;
  /** Number of the attempt just made (1 = first). */
  attempt: number;
  ok: boolean;
  /** A manual retry (RetryDelivery) never schedules automatic attempts of its own. */
  manual: boolean;
  schedule: readonly number[];
  random?: () => number;
}

export interface AttemptResult {
  status: DeliveryStatus;
  final: boolean;
  delayMs: number;
}

export function afterAttempt(input: AttemptResultInput): AttemptResult {
  if (input.ok) return { status: 'succeeded', final: true, delayMs: 0 };
  // A failed manual retry leaves the delivery where it was: its own schedule (if any) goes on.
  if (input.manual) return { status: input.status, final: true, delayMs: 0 };
  const retry = retryAfterFailure(input.schedule, input.attempt, input.random);
  return retry.final ? { status: 'failed', final: true, delayMs: 0 } : { status: 'pending', final: false, delayMs: retry.delayMs };
}
