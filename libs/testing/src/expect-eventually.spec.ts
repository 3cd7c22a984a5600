import { expectEventually } from './expect-eventually';

describe('expectEventually', () => {
  it('returns the value once the assertion holds', async () => {
    let calls = 0;
    const value = await expectEventually(() => {
      calls += 1;
      expect(calls).toBeGreaterThanOrEqual(3);
      return calls;
    }, { intervalMs: 1 });
    expect(value).toBe(3);
  });

  it('rethrows the last failure after the timeout', async () => {
    await expect(expectEventually(() => expect(1).toBe(2), { timeoutMs: 20, intervalMs: 5 })).rejects.toThrow(/toBe/);
  });
});
