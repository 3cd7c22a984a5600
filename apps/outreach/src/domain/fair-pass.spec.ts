import { evenShares, FairBatch, interleave, rotate } from './fair-pass';

/** Runs a plan against workspaces with this many due steps each; answers what each one got. */
function share(batch: number, due: Record<string, number>, after: string | null = null): { got: Map<string, number>; next: string | null } {
  const plan = new FairBatch(batch, rotate(Object.keys(due), after));
  const got = new Map<string, number>();
  for (let round = plan.nextRound(); round !== null; round = plan.nextRound()) {
    for (const [ws, limit] of round) {
      const n = Math.min(limit, due[ws]!);
      got.set(ws, n);
      plan.record(ws, n);
    }
  }
  return { got, next: plan.resumeAfter() };
}

describe('fair pass', () => {
  it('rotates sorted ids to start after the given one, wrapping round', () => {
    expect(rotate(['c', 'a', 'b'], null)).toEqual(['a', 'b', 'c']);
    expect(rotate(['c', 'a', 'b'], 'a')).toEqual(['b', 'c', 'a']);
    expect(rotate(['c', 'a', 'b'], 'bb')).toEqual(['c', 'a', 'b']);
    expect(rotate(['c', 'a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
  });

  it('splits evenly, the remainder to the first ones, one each when there are more candidates than room', () => {
    expect([...evenShares(10, ['a', 'b', 'c'])]).toEqual([['a', 4], ['b', 3], ['c', 3]]);
    expect([...evenShares(2, ['a', 'b', 'c'])]).toEqual([['a', 1], ['b', 1]]);
    expect(evenShares(0, ['a']).size).toBe(0);
  });

  it('interleaves lists in turns', () => {
    expect(interleave([[1, 2, 3], [10], [20, 21]])).toEqual([1, 10, 20, 2, 21, 3]);
  });

  it('gives a small workspace all it has and the backlog the rest of the batch', () => {
    expect(share(100, { a: 10_000, b: 1 }).got).toEqual(new Map([['a', 99], ['b', 1]]));
    expect(share(100, { a: 10_000, b: 10_000, c: 5 }).got).toEqual(new Map([['a', 48], ['b', 47], ['c', 5]]));
    expect(share(100, { a: 30 }).got).toEqual(new Map([['a', 30]]));
  });

  it('serves every workspace in turn when there are more of them than the batch', () => {
    const due = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`ws${i}`, 50]));
    const served: string[] = [];
    let after: string | null = null;
    for (let pass = 0; pass < 3; pass++) {
      const { got, next } = share(3, due, after);
      served.push(...got.keys());
      after = next;
    }
    expect(served).toEqual(['ws0', 'ws1', 'ws2', 'ws3', 'ws4', 'ws5', 'ws6', 'ws0', 'ws1']);
  });

  it('moves the first place on when every workspace was served', () => {
    expect(share(10, { a: 50, b: 50, c: 50 }).next).toBe('a');
    expect([...share(10, { a: 50, b: 50, c: 50 }, 'a').got]).toEqual([['b', 4], ['c', 3], ['a', 3]]);
  });
});
