import { mulberry32 } from './seeded-random';

describe('mulberry32', () => {
  it('repeats its sequence for a seed and differs across seeds, always within [0, 1)', () => {
    const take = (seed: number) => Array.from({ length: 1_000 }, mulberry32(seed));
    const first = take(42);
    expect(take(42)).toEqual(first);
    expect(take(43)).not.toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(new Set(first).size).toBe(first.length);
  });
});
