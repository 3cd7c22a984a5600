import { isCasConflict, isLive, type KvLike } from './kv.port';

/** A counter's value at a revision, as this process last saw it. */
export interface KnownCounter {
  revision: number;
  value: number;
}

export interface CounterGrant {
  /** How many of `wanted` were added (0 when the counter is at its limit). */
  granted: number;
  /** The counter after the grant. */
  value: number;
  known: KnownCounter | null;
}

const MAX_CAS_ATTEMPTS = 20;

/**
 * Adds up to `wanted` to a shared counter without ever moving it past `limit`
 * (compare-and-swap; a lost race reads again). Starts from `known` to save a
 * read when this process wrote last. Counters shared by replicas this way:
 * the gateway's rate windows, outreach's per-provider send rate.
 */
export async function incrementUpTo(kv: KvLike, key: string, wanted: number, limit: number, known: KnownCounter | null = null): Promise<CounterGrant> {
  let guess = known;
  for (let attempt = 0; attempt < MAX_CAS_ATTEMPTS; attempt++) {
    if (guess === null) {
      const entry = await kv.get(key);
      guess = isLive(entry) ? { revision: entry.revision, value: Number(entry.string()) || 0 } : null;
    }
    const currentValue = guess?.value ?? 0;
    const granted = Math.max(0, Math.min(wanted, limit - currentValue));
    if (granted === 0) return { granted, value: currentValue, known: guess };
    const next = currentValue + granted;
    try {
      const revision = guess === null ? await kv.create(key, String(next)) : await kv.update(key, String(next), guess.revision);
      return { granted, value: next, known: { revision, value: next } };
    } catch (err) {
      if (!isCasConflict(err)) throw err;
      guess = null;
    }
  }
  throw new Error(`counter ${key}: too much contention`);
}
