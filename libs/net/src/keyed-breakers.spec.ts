import { isOpenBreaker, keyedBreakers } from './keyed-breakers';

function recordingLogger() {
  const lines: Array<{ level: string; fields: unknown; message: string }> = [];
  const log = (level: string) => (fields: unknown, message: string) => void lines.push({ level, fields, message });
  return { lines, logger: { warn: log('warn'), info: log('info') } as never };
}

describe('keyed breakers', () => {
  const failing = new Set<string>();
  const calls: string[] = [];
  const call = async (target: string, payload: number): Promise<string> => {
    calls.push(target);
    if (failing.has(target)) throw new Error(`${target} is down`);
    return `${target}:${payload}`;
  };

  beforeEach(() => {
    failing.clear();
    calls.length = 0;
  });

  it('passes the arguments through and answers what the call answers', async () => {
    const { logger } = recordingLogger();
    const breakers = keyedBreakers(call, { logger, keyName: 'vendor' });
    await expect(breakers.fire('a', 'a', 7)).resolves.toBe('a:7');
    await expect(breakers.fire('b', 'b', 8)).resolves.toBe('b:8');
    breakers.shutdown();
  });

  it('opens only the failing key once the volume threshold is met, and logs it under the key name', async () => {
    const { logger, lines } = recordingLogger();
    const breakers = keyedBreakers(call, { logger, keyName: 'provider', tuning: { volumeThreshold: 3, errorThresholdPercentage: 50 } });
    failing.add('bad');
    for (let i = 0; i < 3; i++) await expect(breakers.fire('bad', 'bad', i)).rejects.toThrow('bad is down');
    const callsBefore = calls.length;
    const refused = await breakers.fire('bad', 'bad', 4).then(
      () => null,
      (err: unknown) => err,
    );
    expect(isOpenBreaker(refused)).toBe(true);
    // An open breaker refuses without making the call.
    expect(calls.length).toBe(callsBefore);
    await expect(breakers.fire('good', 'good', 1)).resolves.toBe('good:1');
    expect(lines).toEqual([{ level: 'warn', fields: { provider: 'bad' }, message: 'provider circuit opened: failing fast' }]);
    breakers.shutdown();
  });

  it('stays closed below the volume threshold', async () => {
    const { logger } = recordingLogger();
    const breakers = keyedBreakers(call, { logger, keyName: 'vendor', tuning: { volumeThreshold: 5 } });
    failing.add('flaky');
    for (let i = 0; i < 4; i++) await expect(breakers.fire('flaky', 'flaky', i)).rejects.toThrow('flaky is down');
    failing.clear();
    await expect(breakers.fire('flaky', 'flaky', 9)).resolves.toBe('flaky:9');
    breakers.shutdown();
  });

  it('tells an open-breaker refusal from any other error', () => {
    expect(isOpenBreaker(Object.assign(new Error('Breaker is open'), { code: 'EOPENBREAKER' }))).toBe(true);
    expect(isOpenBreaker(new Error('ECONNREFUSED'))).toBe(false);
    expect(isOpenBreaker(null)).toBe(false);
    expect(isOpenBreaker(undefined)).toBe(false);
  });
});

describe('keyed breakers, bounded', () => {
  it('keeps at most maxKeys breakers, dropping the least recently used (which then starts closed again)', async () => {
    const { logger } = recordingLogger();
    const down = new Set<string>(['a']);
    const made: string[] = [];
    const call = async (key: string): Promise<string> => {
      made.push(key);
      if (down.has(key)) throw new Error(`${key} is down`);
      return key;
    };
    const breakers = keyedBreakers(call, { logger, keyName: 'tenant', maxKeys: 2, tuning: { volumeThreshold: 2, errorThresholdPercentage: 50, resetTimeoutMs: 60_000 } });
    for (let i = 0; i < 2; i++) await expect(breakers.fire('a', 'a')).rejects.toThrow('a is down');
    expect(isOpenBreaker(await breakers.fire('a', 'a').catch((err: unknown) => err))).toBe(true);
    // Used since: b, then c; a is the least recently used and is dropped when c arrives.
    await breakers.fire('b', 'b');
    await breakers.fire('c', 'c');
    down.clear();
    made.length = 0;
    await expect(breakers.fire('a', 'a')).resolves.toBe('a');
    expect(made).toEqual(['a']);
    breakers.shutdown();
  });

  it('keeps a recently used breaker, open, over an older one', async () => {
    const { logger } = recordingLogger();
    const call = async (key: string): Promise<string> => {
      if (key === 'a') throw new Error('a is down');
      return key;
    };
    const breakers = keyedBreakers(call, { logger, keyName: 'tenant', maxKeys: 2, tuning: { volumeThreshold: 2, errorThresholdPercentage: 50, resetTimeoutMs: 60_000 } });
    await breakers.fire('b', 'b');
    for (let i = 0; i < 2; i++) await expect(breakers.fire('a', 'a')).rejects.toThrow('a is down');
    await breakers.fire('c', 'c');
    expect(isOpenBreaker(await breakers.fire('a', 'a').catch((err: unknown) => err))).toBe(true);
    breakers.shutdown();
  });
});
