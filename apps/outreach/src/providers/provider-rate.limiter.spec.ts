import { createLogger } from '@wbk/platform';
import { InMemoryKv, ManualClock } from '@wbk/testing';
import { KvProviderRateLimiter, rateKey } from './provider-rate.limiter';

const logger = createLogger({ service: 'rate-test', level: 'silent' });
const WS = '11111111-1111-4111-8111-111111111111';

function setup(perSecond: number, kv = new InMemoryKv()) {
  const clock = new ManualClock('2026-03-02T10:00:00.250Z');
  const waits: number[] = [];
  const limiter = new KvProviderRateLimiter({ kv, perSecond, clock, logger, sleep: async (ms) => (waits.push(ms), clock.advance(ms)) });
  return { limiter, clock, waits, kv };
}

describe('KvProviderRateLimiter', () => {
  it('lets `perSecond` sends through in a second and the next one waits for the next second', async () => {
    const { limiter, clock, waits, kv } = setup(3);
    const deadline = clock.now().getTime() + 5_000;
    for (let i = 0; i < 3; i += 1) expect(await limiter.acquire(WS, 'chat_a', deadline)).toBe(true);
    expect(waits).toEqual([]);
    expect(await limiter.acquire(WS, 'chat_a', deadline)).toBe(true);
    expect(waits).toHaveLength(1);
    expect(clock.now().getTime()).toBeGreaterThanOrEqual(Date.parse('2026-03-02T10:00:01.000Z'));
    expect(kv.valueOf(rateKey(WS, 'chat_a', Date.parse('2026-03-02T10:00:00Z') / 1000))).toBe('3');
  });

  it('counts each provider and workspace apart, shared by every replica on the same bucket', async () => {
    const kv = new InMemoryKv();
    const a = setup(2, kv);
    const b = setup(2, kv);
    const deadline = a.clock.now().getTime() + 500;
    expect(await a.limiter.acquire(WS, 'chat_a', deadline)).toBe(true);
    expect(await b.limiter.acquire(WS, 'chat_a', deadline)).toBe(true);
    // The window is full across both replicas and the deadline comes before the next one.
    expect(await a.limiter.acquire(WS, 'chat_a', deadline)).toBe(false);
    expect(await a.limiter.acquire(WS, 'chat_b', deadline)).toBe(true);
    expect(await a.limiter.acquire('22222222-2222-4222-8222-222222222222', 'chat_a', deadline)).toBe(true);
  });

  it('counts on this replica when the bucket cannot be reached', async () => {
    const broken = new InMemoryKv();
    broken.get = async () => {
      throw new Error('no responders');
    };
    const { limiter, clock } = setup(1, broken);
    const deadline = clock.now().getTime() + 500;
    expect(await limiter.acquire(WS, 'chat_a', deadline)).toBe(true);
    expect(await limiter.acquire(WS, 'chat_a', deadline)).toBe(false);
  });

  it('counts concurrent sends of one window together, never granting past the limit', async () => {
    const { limiter, clock, kv } = setup(6);
    let updates = 0;
    const update = kv.update.bind(kv);
    kv.update = async (...args: Parameters<typeof kv.update>) => {
      updates += 1;
      return update(...args);
    };
    const deadline = clock.now().getTime() + 500;
    const granted = await Promise.all(Array.from({ length: 10 }, () => limiter.acquire(WS, 'mail_provider_a', deadline)));
    expect(granted.filter(Boolean)).toHaveLength(6);
    expect(kv.valueOf(rateKey(WS, 'mail_provider_a', Date.parse('2026-03-02T10:00:00Z') / 1000))).toBe('6');
    // The first send counts alone; the nine that queued behind it are counted together in one more write.
    expect(updates).toBeLessThanOrEqual(2);
  });
});
