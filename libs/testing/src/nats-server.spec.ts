import { freePort } from './free-port';
import { startNatsServer, type NatsServerHandle } from './nats-server';

const MIB = 1024 * 1024;

/** One MemStats line of the Go heap profile's text form. */
function memStat(profile: string, name: string): number {
  const match = new RegExp(`^# ${name} = (\\d+)$`, 'm').exec(profile);
  if (!match?.[1]) throw new Error(`no ${name} in the heap profile`);
  return Number(match[1]);
}

describe('the nats-server the harness starts', () => {
  let nats: NatsServerHandle;

  beforeAll(async () => {
    nats = await startNatsServer({ profilerPort: await freePort() });
  });
  afterAll(() => nats.stop());

  it('paces its collector by the fixed memory budget, not by heap growth, and shows its heap on the profiler port', async () => {
    expect(nats.profilerUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const profile = await (await fetch(`${nats.profilerUrl}/debug/pprof/heap?debug=1`)).text();
    // With Go's default pacing a fresh server's next collection is due at 4 MiB of heap; paced by a 128 MiB limit alone, just under the limit.
    const nextCollection = memStat(profile, 'NextGC');
    expect(nextCollection).toBeGreaterThan(96 * MIB);
    expect(nextCollection).toBeLessThanOrEqual(128 * MIB);
    expect(memStat(profile, 'HeapAlloc')).toBeGreaterThan(0);
  });
});
