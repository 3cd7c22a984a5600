import { TaskLimit } from './task-limit';

function deferred(): { promise: Promise<void>; resolve: () => void; reject: (err: Error) => void } {
  let resolve!: () => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('TaskLimit', () => {
  it('gives a slot at once below the limit and only after a task settles at it', async () => {
    const limit = new TaskLimit(2);
    const a = deferred();
    const b = deferred();
    await limit.slot();
    limit.run(a.promise);
    await limit.slot();
    limit.run(b.promise);
    let granted = false;
    const waiting = limit.slot().then(() => (granted = true));
    await Promise.resolve();
    expect(granted).toBe(false);
    b.reject(new Error('a failed task frees its slot too'));
    await waiting;
    expect(granted).toBe(true);
    expect(limit.size).toBe(1);
    a.resolve();
    await limit.idle();
    expect(limit.size).toBe(0);
  });

  it('wakes waiters one per finished task, in order', async () => {
    const limit = new TaskLimit(1);
    const first = deferred();
    limit.run(first.promise);
    const order: number[] = [];
    const w1 = limit.slot().then(() => {
      order.push(1);
      limit.run(new Promise<void>(() => undefined));
    });
    const w2 = limit.slot().then(() => order.push(2));
    first.resolve();
    await w1;
    await Promise.resolve();
    expect(order).toEqual([1]);
    void w2;
  });
});
