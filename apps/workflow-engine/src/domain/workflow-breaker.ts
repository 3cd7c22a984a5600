/**
 * The circuit breaker (the Workflow's enabled flag; docs/decisions.md
 * "Circuit breaker"). `triggers_today` counts the runs of one UTC day, each
 * trigger event once; the trigger that would make it exceed
 * `max_triggers_per_day` is not run and disables the workflow instead.
 *
 * This module decides; WorkflowRepository.countTrigger applies the decision
 * in one conditional write guarded on the very state it was made on, and asks
 * again on the fresh state when a concurrent writer got there first. So the
 * rule lives here once, and concurrency cannot bend it.
 */

/** What the breaker reads of a stored workflow, for one trigger's run. */
export interface BreakerState {
  enabled: boolean;
  /** Set when the breaker disabled the workflow; cleared by re-enabling it. */
  auto_disabled_reason: string | null;
  triggers_day: string | null;
  triggers_today: number;
  max_triggers_per_day: number;
  /** This trigger's run is already among the runs counted for `triggers_day` (a redelivered or resumed trigger). */
  run_counted: boolean;
}

/** When the trigger is handled: the instant, and its UTC day from `utcDay`. */
export interface TriggerTime {
  day: string;
  at: string;
}

/** Run the action. `count` is the day's count to store, null when this run was counted before. */
export interface RunDecision {
  verdict: 'run';
  count: { triggers_day: string; triggers_today: number } | null;
}

/** This trigger would exceed the cap: it is not run, and the workflow is disabled with `reason`. */
export interface TripDecision {
  verdict: 'trip';
  day: string;
  /** The day's count, unchanged: the tripping trigger is not counted. */
  triggers_today: number;
  reason: string;
  /** Why the run was skipped. */
  runError: string;
}

/** Not run and nothing written: the workflow is gone, disabled, or already stopped by the breaker. */
export interface RefuseDecision {
  verdict: 'refuse';
  runError: string;
}

export type TriggerDecision = RunDecision | TripDecision | RefuseDecision;

const NOT_ENABLED = 'The workflow was disabled or deleted before its action ran';
const ALREADY_TRIPPED = 'Circuit breaker: the workflow had already been disabled for exceeding its daily maximum of triggers';

export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function triggerTime(now: Date): TriggerTime {
  return { day: utcDay(now), at: now.toISOString() };
}

/** Triggers counted for `day`: a count kept for another day is 0 on this one. */
export function triggersOn(state: Pick<BreakerState, 'triggers_day' | 'triggers_today'>, day: string): number {
  return state.triggers_day === day ? state.triggers_today : 0;
}

export function autoDisabledReason(max: number, day: string, at: string): string {
  return `Circuit breaker: more than ${max} triggers on ${day} (UTC); disabled at ${at}`;
}

/**
 * Decides one trigger of a workflow on its stored state (null: deleted).
 * A run counted earlier today goes on even if the workflow was disabled since:
 * it was let through before, and resuming it must not change that answer.
 */
export function decideTrigger(state: BreakerState | null, time: TriggerTime): TriggerDecision {
  if (state !== null && state.run_counted && state.triggers_day === time.day) return { verdict: 'run', count: null };
  if (state === null || !state.enabled) {
    return { verdict: 'refuse', runError: state?.auto_disabled_reason ? ALREADY_TRIPPED : NOT_ENABLED };
  }
  const counted = triggersOn(state, time.day);
  const max = state.max_triggers_per_day;
  if (counted + 1 > max) {
    return {
      verdict: 'trip',
      day: time.day,
      triggers_today: counted,
      reason: autoDisabledReason(max, time.day, time.at),
      runError: `Circuit breaker: more than ${max} triggers on ${time.day} (UTC); workflow disabled`,
    };
  }
  return { verdict: 'run', count: { triggers_day: time.day, triggers_today: counted + 1 } };
}
