import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { Kvm } from '@nats-io/kv';
import { createLogger } from '@wbk/platform';
import { InMemoryKv, ManualClock, type NatsServerHandle, startNatsServer } from '@wbk/testing';
import { KvRateLimiter, type RateLimits } from './kv-rate-limiter';

const logger = createLogger({ service: 'gateway-test', level: 'silent' });
const WS = 'ws-1';

async function countAllowed(limiters: KvRateLimiter[], limits: RateLimits, attempts: number): Promise<number> {
  // Interleaved and concurrent: every limiter fires its share at once, as busy replicas would.
  const decisions = await Promise.all(Array.from({ length: attempts }, (_, i) => limiters[i % limiters.length]!.acquire(WS, limits)));
  return decisions.filter((d) => d.allowed).length;
}

describe('KvRateLimiter (in-memory bucket)', () => {
  it('allows exactly the minute limit across two replicas, then says which window and when', async () => {
    const clock = new ManualClock('2026-03-09T13:07:15.000Z');
    const kv = new InMemoryKv();
    const limiters = [0, 1].map(() => new KvRateLimiter({ kv, clock, logger, leaseMax: 20 }));
    expect(await countAllowed(limiters, { daily: 1000, minute: 10 }, 40)).toBe(10);
    const denied = await limiters[0]!.acquire(WS, { daily: 1000, minute: 10 });
    expect(denied).toMatchObject({ allowed: false, window: 'minute', retryAfterSec: 45 });
    expect(kv.valueOf(`${WS}.m.202603091307`)).toBe('10');
    expect(kv.valueOf(`${WS}.d.20260309`)).toBe('10');
    clock.advance(60_000);
    expect(await countAllowed(limiters, { daily: 1000, minute: 10 }, 40)).toBe(10);
  });

  it('allows exactly the daily limit, counting each call once in both windows', async () => {
    const clock = new ManualClock('2026-03-09T23:59:00.000Z');
    const kv = new InMemoryKv();
    const limiters = [0, 1].map(() => new KvRateLimiter({ kv, clock, logger, leaseMax: 20 }));
    expect(await countAllowed(limiters, { daily: 137, minute: 1000 }, 400)).toBe(137);
    const denied = await limiters[1]!.acquire(WS, { daily: 137, minute: 1000 });
    expect(denied).toMatchObject({ allowed: false, window: 'daily', retryAfterSec: 60 });
    expect(denied.daily.remaining).toBe(0);
    clock.advance(60_000);
    expect((await limiters[1]!.acquire(WS, { daily: 137, minute: 1000 })).allowed).toBe(true);
  });

  it('shows the daily calls left, counting unused leased tokens as not used', async () => {
    const clock = new ManualClock('2026-03-09T10:00:00.000Z');
    const limiter = new KvRateLimiter({ kv: new InMemoryKv(), clock, logger, leaseMax: 20 });
    const first = await limiter.acquire(WS, { daily: 10_000, minute: 10_000 });
    expect(first.daily.remaining).toBe(9_999);
    expect(first.daily.resetSec).toBe(Date.parse('2026-03-10T00:00:00Z') / 1000);
  });
});

describe('KvRateLimiter while the bus is down', () => {
  it('lets N replicas counting alone allow no more than the plan together: each grants 1/N of what was left', async () => {
    const clock = new ManualClock('2026-03-09T13:07:15.000Z');
    const kv = new InMemoryKv();
    let busUp = true;
    // Batches of one: what each replica last saw of the shared count is exact.
    const limiters = [0, 1, 2].map(() => new KvRateLimiter({ kv, clock, logger, leaseMax: 1, replicas: 3, isAvailable: () => busUp }));
    const limits = { daily: 1000, minute: 40 };
    expect(await countAllowed(limiters, limits, 10)).toBe(10);
    busUp = false;
    // 30 were left in the minute when the bus went away.
    const allowedAlone = await countAllowed(limiters, limits, 120);
    expect(allowedAlone).toBeLessThanOrEqual(30);
    expect(allowedAlone).toBeGreaterThanOrEqual(27);
    const denied = await limiters[0]!.acquire(WS, limits);
    expect(denied).toMatchObject({ allowed: false, window: 'minute' });
  });

  it('adds what it granted alone to the shared counters once the bus is back', async () => {
    const clock = new ManualClock('2026-03-09T13:07:15.000Z');
    const kv = new InMemoryKv();
    let busUp = false;
    const alone = new KvRateLimiter({ kv, clock, logger, leaseMax: 1, replicas: 2, isAvailable: () => busUp });
    const other = new KvRateLimiter({ kv, clock, logger, leaseMax: 1, replicas: 2 });
    const limits = { daily: 1000, minute: 10 };
    expect(await countAllowed([alone], limits, 20)).toBe(5);
    busUp = true;
    expect(await countAllowed([alone, other], limits, 20)).toBe(5);
    expect(kv.valueOf(`${WS}.m.202603091307`)).toBe('10');
  });
});

describe('KvRateLimiter (real nats-server)', () => {
  let nats: NatsServerHandle;
  let connections: NatsConnection[];

  beforeAll(async () => {
    nats = await startNatsServer();
    connections = await Promise.all([0, 1].map(() => connect({ servers: nats.url })));
  }, 20_000);

  afterAll(async () => {
    await Promise.all(connections.map((nc) => nc.close()));
    await nats.stop();
  });

  it('two replicas sharing one bucket allow exactly the limit', async () => {
    const clock = new ManualClock(new Date());
    const limiters: KvRateLimiter[] = [];
    for (const nc of connections) {
      const kv = await new Kvm(jetstream(nc)).create('rate_limits', { ttl: 2 * 86_400_000 });
      limiters.push(new KvRateLimiter({ kv, clock, logger, leaseMax: 20 }));
    }
    expect(await countAllowed(limiters, { daily: 1000, minute: 25 }, 80)).toBe(25);
    expect(await countAllowed(limiters, { daily: 1000, minute: 25 }, 10)).toBe(0);
    clock.advance(60_000);
    expect(await countAllowed(limiters, { daily: 40, minute: 1000 }, 100)).toBe(15);
  }, 30_000);
});
