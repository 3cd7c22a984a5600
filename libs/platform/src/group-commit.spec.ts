import { GroupCommit } from './group-commit';

describe('GroupCommit', () => {
  it('commits items of a key that arrive together in one group, and those arriving meanwhile in the next', async () => {
    const groups: number[][] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const commits = new GroupCommit<number, string>(async (_key, items) => {
      groups.push(items);
      if (groups.length === 1) await gate;
      return { settled: Promise.resolve(items.map((n) => `done ${n}`)) };
    }, 10);
    const first = [commits.submit('a', 1), commits.submit('a', 2)];
    await new Promise((resolve) => setImmediate(resolve));
    const later = [commits.submit('a', 3), commits.submit('a', 4), commits.submit('b', 5)];
    await new Promise((resolve) => setImmediate(resolve));
    expect(groups).toEqual([[1, 2], [5]]);
    release();
    expect(await Promise.all([...first, ...later])).toEqual(['done 1', 'done 2', 'done 3', 'done 4', 'done 5']);
    expect(groups).toEqual([[1, 2], [5], [3, 4]]);
  });

  it('caps a group at maxBatch and fails only the group whose commit failed', async () => {
    const commits = new GroupCommit<number, number>(async (_key, items) => {
      if (items.includes(1)) throw new Error('store down');
      return { settled: Promise.resolve(items.map((n) => n * 10)) };
    }, 2);
    const outcomes = await Promise.allSettled([1, 2, 3].map((n) => commits.submit('k', n)));
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : (o.reason as Error).message))).toEqual(['store down', 'store down', 30]);
  });

  it('lets the next group start once a commit hands back its outcomes to come', async () => {
    const started: number[][] = [];
    let finishFirst: (values: number[]) => void = () => undefined;
    const commits = new GroupCommit<number, number>(async (_key, items) => {
      started.push(items);
      return { settled: started.length === 1 ? new Promise<number[]>((resolve) => (finishFirst = resolve)) : Promise.resolve(items) };
    }, 5);
    const first = commits.submit('k', 1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await commits.submit('k', 2)).toBe(2);
    finishFirst([1]);
    expect(await first).toBe(1);
  });
});
