import { ManualClock } from '@wbk/testing';
import { autoDisabledReason, decideTrigger, triggersOn, triggerTime, utcDay, type BreakerState } from './workflow-breaker';

const DAY = '2026-11-22';
const LAST_MS = triggerTime(new Date('2026-11-22T23:59:59.999Z'));
const MIDNIGHT = triggerTime(new Date('2026-11-23T00:00:00.000Z'));
const NOON = triggerTime(new Date('2026-11-22T12:00:00.000Z'));

function state(overrides: Partial<BreakerState> = {}): BreakerState {
  return { enabled: true, auto_disabled_reason: null, triggers_day: DAY, triggers_today: 0, max_triggers_per_day: 100, run_counted: false, ...overrides };
}

describe('the UTC day', () => {
  it('changes at midnight UTC, whatever offset the instant was written with', () => {
    expect(utcDay(new Date('2026-11-22T00:00:00.000Z'))).toBe('2026-11-22');
    expect(utcDay(new Date('2026-11-22T23:59:59.999Z'))).toBe('2026-11-22');
    expect(utcDay(new Date('2026-11-23T00:00:00.000Z'))).toBe('2026-11-23');
    expect(utcDay(new Date('2026-11-23T00:30:00.000+01:00'))).toBe('2026-11-22');
    expect(utcDay(new Date('2026-11-22T20:00:00.000-05:00'))).toBe('2026-11-23');
    expect(triggerTime(new Date('2026-12-31T23:59:59.999Z'))).toEqual({ day: '2026-12-31', at: '2026-12-31T23:59:59.999Z' });
  });

  it('a count kept for another day is 0 on this one', () => {
    const clock = new ManualClock('2026-11-22T23:59:59.000Z');
    expect(triggersOn({ triggers_day: DAY, triggers_today: 100 }, utcDay(clock.now()))).toBe(100);
    clock.advance(1000);
    expect(triggersOn({ triggers_day: DAY, triggers_today: 100 }, utcDay(clock.now()))).toBe(0);
    expect(triggersOn({ triggers_day: null, triggers_today: 0 }, DAY)).toBe(0);
  });

  it('names the cap, the day and the instant in the reason', () => {
    expect(autoDisabledReason(100, DAY, MIDNIGHT.at)).toBe('Circuit breaker: more than 100 triggers on 2026-11-22 (UTC); disabled at 2026-11-23T00:00:00.000Z');
  });
});

describe('decideTrigger', () => {
  it('runs and counts the first trigger of a workflow never triggered', () => {
    expect(decideTrigger(state({ triggers_day: null }), NOON)).toEqual({ verdict: 'run', count: { triggers_day: DAY, triggers_today: 1 } });
  });

  it('runs below the cap, counting one more', () => {
    expect(decideTrigger(state({ triggers_today: 41 }), NOON)).toEqual({ verdict: 'run', count: { triggers_day: DAY, triggers_today: 42 } });
  });

  it('runs the trigger that brings the count exactly to the cap', () => {
    expect(decideTrigger(state({ triggers_today: 99 }), NOON)).toEqual({ verdict: 'run', count: { triggers_day: DAY, triggers_today: 100 } });
    expect(decideTrigger(state({ triggers_today: 0, max_triggers_per_day: 1 }), NOON)).toEqual({ verdict: 'run', count: { triggers_day: DAY, triggers_today: 1 } });
  });

  it('trips on the trigger that would exceed the cap, which is not counted', () => {
    expect(decideTrigger(state({ triggers_today: 100 }), NOON)).toEqual({
      verdict: 'trip',
      day: DAY,
      triggers_today: 100,
      reason: 'Circuit breaker: more than 100 triggers on 2026-11-22 (UTC); disabled at 2026-11-22T12:00:00.000Z',
      runError: 'Circuit breaker: more than 100 triggers on 2026-11-22 (UTC); workflow disabled',
    });
    expect(decideTrigger(state({ triggers_today: 1, max_triggers_per_day: 1 }), NOON)).toMatchObject({ verdict: 'trip', triggers_today: 1 });
  });

  it('trips when the cap was lowered below the day count', () => {
    expect(decideTrigger(state({ triggers_today: 80, max_triggers_per_day: 50 }), NOON)).toMatchObject({
      verdict: 'trip',
      triggers_today: 80,
      reason: expect.stringContaining('more than 50 triggers on 2026-11-22 (UTC)'),
    });
  });

  it('counts per UTC day: a full day stops until midnight UTC and the next day starts at 1', () => {
    const full = state({ triggers_today: 100 });
    expect(decideTrigger(full, LAST_MS)).toMatchObject({ verdict: 'trip', day: '2026-11-22' });
    expect(decideTrigger(full, MIDNIGHT)).toEqual({ verdict: 'run', count: { triggers_day: '2026-11-23', triggers_today: 1 } });
    expect(decideTrigger(state({ triggers_day: '2026-11-01', triggers_today: 100 }), NOON)).toEqual({ verdict: 'run', count: { triggers_day: DAY, triggers_today: 1 } });
  });

  it('counts afresh when the stored day is another one, later included (an engine whose clock is behind)', () => {
    expect(decideTrigger(state({ triggers_day: '2026-11-23', triggers_today: 100 }), NOON)).toEqual({ verdict: 'run', count: { triggers_day: DAY, triggers_today: 1 } });
  });

  it('refuses a disabled or deleted workflow without counting', () => {
    expect(decideTrigger(state({ enabled: false }), NOON)).toEqual({ verdict: 'refuse', runError: 'The workflow was disabled or deleted before its action ran' });
    expect(decideTrigger(state({ enabled: false, triggers_today: 3 }), NOON)).toMatchObject({ verdict: 'refuse' });
    expect(decideTrigger(null, NOON)).toEqual({ verdict: 'refuse', runError: 'The workflow was disabled or deleted before its action ran' });
  });

  it('refuses, naming the breaker, a workflow the breaker has already disabled', () => {
    const tripped = state({ enabled: false, triggers_today: 100, auto_disabled_reason: autoDisabledReason(100, DAY, NOON.at) });
    expect(decideTrigger(tripped, NOON)).toEqual({
      verdict: 'refuse',
      runError: 'Circuit breaker: the workflow had already been disabled for exceeding its daily maximum of triggers',
    });
    // still disabled the next day: re-enabling is the only way back
    expect(decideTrigger(tripped, MIDNIGHT)).toMatchObject({ verdict: 'refuse' });
  });

  it('runs a trigger counted earlier the same day again without counting it twice, even at the cap or disabled since', () => {
    expect(decideTrigger(state({ triggers_today: 7, run_counted: true }), NOON)).toEqual({ verdict: 'run', count: null });
    expect(decideTrigger(state({ triggers_today: 100, run_counted: true }), NOON)).toEqual({ verdict: 'run', count: null });
    expect(decideTrigger(state({ enabled: false, triggers_today: 100, run_counted: true }), NOON)).toEqual({ verdict: 'run', count: null });
  });

  it('counts a trigger again on a later day: its earlier count belonged to that day', () => {
    expect(decideTrigger(state({ triggers_today: 100, run_counted: true }), MIDNIGHT)).toEqual({ verdict: 'run', count: { triggers_day: '2026-11-23', triggers_today: 1 } });
    expect(decideTrigger(state({ enabled: false, run_counted: true }), MIDNIGHT)).toMatchObject({ verdict: 'refuse' });
  });
});
