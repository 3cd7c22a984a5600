import { ManualClock } from '@wbk/testing';
import { IdempotencyStore } from './idempotency.store';

const keepOk = (answer: string) => answer.startsWith('ok');

describe('IdempotencyStore', () => {
  it('runs a concurrent burst with one key once, and every caller gets that answer', async () => {
    const store = new IdempotencyStore<string>(new ManualClock());
    let calls = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const attempt = async () => {
      calls += 1;
      await gate;
      return `ok-${calls}`;
    };
    const burst = Array.from({ length: 20 }, () => store.run('k', attempt, keepOk));
    release();
    const results = await Promise.all(burst);
    expect(calls).toBe(1);
    expect(new Set(results.map((r) => r.answer))).toEqual(new Set(['ok-1']));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await store.run('k', attempt, keepOk)).toEqual({ answer: 'ok-1', replayed: true });
    expect(calls).toBe(1);
  });

  it('does not keep an answer `keep` refuses, so a retry runs again', async () => {
    const store = new IdempotencyStore<string>(new ManualClock());
    expect((await store.run('k', async () => 'failed', keepOk)).answer).toBe('failed');
    expect(await store.run('k', async () => 'ok', keepOk)).toEqual({ answer: 'ok', replayed: false });
    expect(store.size).toBe(1);
  });

  it('frees a key whose attempt threw', async () => {
    const store = new IdempotencyStore<string>(new ManualClock());
    await expect(store.run('k', () => Promise.reject(new Error('boom')), keepOk)).rejects.toThrow('boom');
    expect((await store.run('k', async () => 'ok', keepOk)).replayed).toBe(false);
  });

  it('forgets answers after the TTL (24 h by default)', async () => {
    const clock = new ManualClock();
    const store = new IdempotencyStore<string>(clock);
    await store.run('k', async () => 'ok-1', keepOk);
    clock.advance(24 * 3_600_000 - 1);
    expect((await store.run('k', async () => 'ok-2', keepOk)).answer).toBe('ok-1');
    clock.advance(1);
    expect((await store.run('k', async () => 'ok-2', keepOk)).answer).toBe('ok-2');
  });

  it('holds at most maxEntries, the oldest going first', async () => {
    const store = new IdempotencyStore<string>(new ManualClock(), { maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await store.run(key, async () => `ok-${key}`, keepOk);
    expect(store.size).toBe(2);
    expect((await store.run('a', async () => 'ok-again', keepOk)).replayed).toBe(false);
    expect((await store.run('c', async () => 'ok-again', keepOk)).answer).toBe('ok-c');
  });
});
