/**
 * mulberry32: a small, fast, seedable PRNG. provider-sim's datasets and the fault
 * campaign each walk one sequence from their seed, so the same seed gives the same run.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A 32-bit hash of (seed, index, salt), for values computed on demand instead
 * of stored (ids, phone digits, handles). For one seed and salt it is a
 * bijection of the index (odd multipliers and murmur3's finaliser are
 * invertible), so ids built from it never collide within a dataset.
 */
export function hash32(seed: number, index: number, salt: number): number {
  let h = (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul((index + 0x632be5ab) | 0, 0xc2b2ae35) ^ Math.imul((salt + 0x165667b1) | 0, 0x27d4eb2f)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export function hex8(value: number): string {
  return (value >>> 0).toString(16).padStart(8, '0');
}

/** The index of a weighted pick for a draw in [0, 1), given the running sums of the weights (last = total). */
export function pickWeighted(cumulative: Float64Array, draw: number): number {
  const target = draw * (cumulative[cumulative.length - 1] ?? 0);
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((cumulative[mid] ?? 0) > target) high = mid;
    else low = mid + 1;
  }
  return low;
}

export function cumulativeWeights(weights: readonly number[]): Float64Array {
  const sums = new Float64Array(weights.length);
  let total = 0;
  weights.forEach((weight, i) => {
    total += weight;
    sums[i] = total;
  });
  return sums;
}

/** `bytes` random bytes as hex, from a seeded sequence. */
export function seededHex(random: () => number): (bytes: number) => string {
  return (bytes) => {
    let out = '';
    for (let i = 0; i < bytes; i += 1) out += Math.floor(random() * 256).toString(16).padStart(2, '0');
    return out;
  };
}

export function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}
