import { retryAfterFailure } from './retry-schedule';

/** A webhook delivery's states: pending until delivered or out of attempts. */
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

/**
 * How long before an automatic attempt is due (0: due now). A job can come
 * back before its delay ran out (a nats-server restart forgets nak delays),
 * so the delivery's own next_attempt_at is the truth, not the job's timing.
 */
export function notDueMs(nextAttemptAt: string | null, now: Date): number {
  if (nextAttemptAt === null) return 0;
  const due = Date.parse(nextAttemptAt);
  return Number.isFinite(due) ? Math.max(0, due - now.getTime()) : 0;
}
