import { afterAttempt } from './delivery-state';

const schedule = [50, 100];
const noJitter = () => 0;

describe('afterAttempt', () => {
  it('succeeds on a 2xx whatever the attempt', () => {
    expect(afterAttempt({ status: 'pending', attempt: 3, ok: true, manual: false, schedule })).toEqual({ status: 'succeeded', final: true, delayMs: 0 });
  });

  it('schedules the next attempt while attempts remain', () => {
    expect(afterAttempt({ status: 'pending', attempt: 1, ok: false, manual: false, schedule, random: noJitter })).toEqual({ status: 'pending', final: false, delayMs: 50 });
    expect(afterAttempt({ status: 'pending', attempt: 2, ok: false, manual: false, schedule, random: noJitter })).toEqual({ status: 'pending', final: false, delayMs: 100 });
  });

  it('fails the delivery after the last attempt', () => {
    expect(afterAttempt({ status: 'pending', attempt: 3, ok: false, manual: false, schedule })).toEqual({ status: 'failed', final: true, delayMs: 0 });
  });

  it('a failed manual retry changes nothing and schedules nothing', () => {
    expect(afterAttempt({ status: 'failed', attempt: 7, ok: false, manual: true, schedule })).toEqual({ status: 'failed', final: true, delayMs: 0 });
    expect(afterAttempt({ status: 'failed', attempt: 7, ok: true, manual: true, schedule }).status).toBe('succeeded');
  });
});
