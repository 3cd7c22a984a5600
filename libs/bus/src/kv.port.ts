import { JetStreamApiError } from '@nats-io/jetstream';

/**
 * The slice of a NATS KV bucket (@nats-io/kv) that shared counters and stores use: plain
 * reads and compare-and-swap writes. The real KV satisfies it structurally.
 */
export interface KvEntryLike {
  revision: number;
  operation: string;
  string(): string;
}

export interface KvLike {
  get(key: string): Promise<KvEntryLike | null>;
  /** Fails with a wrong-last-sequence error when the key holds a live value. */
  create(key: string, value: string): Promise<number>;
  /** Fails with a wrong-last-sequence error when the key moved past `revision`. */
  update(key: string, value: string, revision: number): Promise<number>;
  put(key: string, value: string): Promise<number>;
  delete(key: string): Promise<void>;
}

// JetStream's "wrong last sequence" codes: another writer got there first.
const CAS_CONFLICT_CODES: ReadonlySet<number> = new Set([10071, 10164]);

export function isCasConflict(err: unknown): boolean {
  if (err instanceof JetStreamApiError) return CAS_CONFLICT_CODES.has(err.code);
  return err instanceof Error && /wrong last sequence/i.test(err.message);
}

export function isLive(entry: KvEntryLike | null): entry is KvEntryLike {
  return entry !== null && entry.operation !== 'DEL' && entry.operation !== 'PURGE';
}
