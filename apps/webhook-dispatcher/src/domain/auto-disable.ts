/**
 * Failure streak of an endpoint, which auto-disables it: `failingSince` is the first failure
 * after the last success; once every attempt has failed for `disableAfterMs`
 * the endpoint is disabled.
 */
export interface StreakInput {
  failingSince: Date | null;
  ok: boolean;
  now: Date;
  disableAfterMs: number;
}

export interface StreakResult {
  failingSince: Date | null;
  disable: boolean;
}

export function nextStreak(input: StreakInput): StreakResult {
  if (input.ok) return { failingSince: null, disable: false };
  const since = input.failingSince ?? input.now;
  return { failingSince: since, disable: input.now.getTime() - since.getTime() >= input.disableAfterMs };
}

export function disabledReason(failingSince: Date): string {
  return `every delivery failed since ${failingSince.toISOString()}`;
}
