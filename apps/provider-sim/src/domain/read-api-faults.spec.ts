import { ManualClock } from '@wbk/testing';
import { TokenBucketLimiter } from './rate-limiter';
import { ReadApiGuard } from './read-api-faults';
import { SimError } from './sim-answer';

function guardWith(draws: number[] = []) {
  const clock = new ManualClock('2026-03-01T10:00:00.000Z');
  const slept: number[] = [];
  const guard = new ReadApiGuard({
    clock,
    random: () => draws.shift() ?? 0.99,
    limiter: new TokenBucketLimiter(clock),
    quotaPerSecond: 3,
    sleep: async (ms) => {
      slept.push(ms);
    },
  });
  return { guard, slept, clock };
}

async function refusal(promise: Promise<void>): Promise<SimError | null> {
  try {
    await promise;
    return null;
  } catch (err) {
    if (err instanceof SimError) return err;
    throw err;
  }
}

describe('ReadApiGuard', () => {
  it('holds each answer for the injected delay, an account\'s setting over the provider\'s', async () => {
    const { guard, slept } = guardWith();
    guard.change('mail_provider_a', undefined, { delay_ms: 250 });
    guard.change('mail_provider_a', 'slow', { delay_ms: 900 });
    await guard.admit('mail_provider_a', 'any');
    await guard.admit('mail_provider_a', 'slow');
    await guard.admit('mail_provider_b', 'any');
    expect(slept).toEqual([250, 900]);
  });

  it('spends the quota per account and frees it as time passes', async () => {
    const { guard, clock } = guardWith();
    for (let i = 0; i < 3; i += 1) await guard.admit('calendar_provider_a', 'a');
    const refused = await refusal(guard.admit('calendar_provider_a', 'a'));
    expect(refused).toMatchObject({ status: 429, code: 'rate_limited', headers: { 'retry-after': '1' } });
    expect(await refusal(guard.admit('calendar_provider_a', 'b'))).toBeNull();
    clock.advance(400);
    expect(await refusal(guard.admit('calendar_provider_a', 'a'))).toBeNull();
  });

  it('answers a revoked grant before the quota, and fails at the injected rate', async () => {
    const { guard } = guardWith([0.2, 0.7]);
    guard.change('mail_provider_b', 'x', { auth_error: true, fail_rate: 0.5 });
    expect(await refusal(guard.admit('mail_provider_b', 'x'))).toMatchObject({ status: 401, code: 'invalid_grant' });
    guard.change('mail_provider_b', 'x', { auth_error: null });
    expect(await refusal(guard.admit('mail_provider_b', 'x'))).toMatchObject({ status: 503, code: 'provider_unavailable' });
    expect(await refusal(guard.admit('mail_provider_b', 'x'))).toBeNull();
    expect(guard.requestCount('mail_provider_b', 'x')).toBe(3);
    expect(guard.requestCount('mail_provider_b')).toBe(3);
    expect(guard.of('mail_provider_b', 'x')).toEqual({ failRate: 0.5, delayMs: 0, authError: false, quotaPerSecond: 3 });
  });
});
