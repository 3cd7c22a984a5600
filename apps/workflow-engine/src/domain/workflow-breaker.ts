/**
 * Circuit-breaker arithmetic (spec: Workflow enabled flag). `triggers_today`
 * counts the runs of the current UTC day; the run that would make it exceed
 * `max_triggers_per_day` is not executed and disables the workflow instead.
 */
export interface BreakerState {
  triggers_day: string | null;
  triggers_today: number;
  max_triggers_per_day: number;
}

export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Triggers counted for `day`: a count kept for an earlier day is 0 today. */
export function triggersOn(state: Pick<BreakerState, 'triggers_day' | 'triggers_today'>, day: string): number {
  return state.triggers_day === day ? state.triggers_today : 0;
}

/** True when one more run on `day` would exceed the daily cap. */
export function wouldExceed(state: BreakerState, day: string): boolean {
  return triggersOn(state, day) + 1 > state.max_triggers_per_day;
}

export function autoDisabledReason(max: number, day: string, at: Date): string {
  return `Circuit breaker: more than ${max} triggers on ${day} (UTC); disabled at ${at.toISOString()}`;
}
