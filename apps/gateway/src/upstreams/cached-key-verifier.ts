import { createHash } from 'node:crypto';
import type { Clock } from '@wbk/platform';
import { type KeyRecord, keyRejection, revokedKey, unknownKey } from '../domain/api-key.policy';
import type { VerifyKeyReplyMessage } from './upstream.port';

/**
 * Authenticates a presented key without a network round trip in the common
 * case: VerifyKey answers are cached per replica (positive for KEY_CACHE_TTL_MS,
 * unknown keys briefly). Revocations and workspace changes arrive on core NATS
 * and evict at once (events/key-events.subscriber.ts). While NATS is down those
 * notices cannot arrive, so the cache is not trusted and every request is
 * verified over gRPC; notices sent in that window are lost for good, so the
 * whole cache is dropped when the connection comes back (and when it goes).
 */

export interface KeyVerifier {
  /** The key's record, or rejects with AppError (invalid_key, revoked_key, or an upstream failure). */
  verify(rawKey: string): Promise<KeyRecord>;
  /** The key's record when this replica already verified it and may trust its cache; never a network call. */
  cached(rawKey: string): KeyRecord | null;
}

export interface KeyCacheControl {
  /** A key was revoked: forget it and refuse it from now on. */
  revoke(keyHash: string): void;
  /** Plan, limits or permissions of a workspace changed: drop its cached keys. */
  evictWorkspace(workspaceId: string): void;
  /** Notices may have been missed (the bus dropped or came back): forget every cached answer. */
  flush(): void;
}

export interface CachedKeyVerifierOptions {
  lookup: (keyHash: string) => Promise<VerifyKeyReplyMessage>;
  clock: Clock;
  ttlMs: number;
  negativeTtlMs?: number;
  /** When false, eviction notices may be missed: bypass the cache. */
  isNotified: () => boolean;
  maxEntries?: number;
}

interface Entry {
  record: KeyRecord | null;
  expiresAtMs: number;
}

export function hashKey(rawKey: string): string {
  return createHash('sha256').update(rawKey).digest('hex');
}

export function toKeyRecord(reply: VerifyKeyReplyMessage): KeyRecord | null {
  if (!reply.found) return null;
  const expires = reply.expires_at === '' ? null : Date.parse(reply.expires_at);
  return {
    keyId: reply.key_id,
    workspaceId: reply.workspace_id,
    permissions: reply.permissions,
    // An unparseable expiry is treated as already expired: fail closed.
    expiresAtMs: expires === null ? null : Number.isNaN(expires) ? 0 : expires,
    revoked: reply.revoked,
    plan: reply.plan,
    dailyLimit: reply.daily_limit,
    minuteLimit: reply.minute_limit,
    keyName: reply.key_name,
  };
}

export class CachedKeyVerifier implements KeyVerifier, KeyCacheControl {
  private readonly cache = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<KeyRecord | null>>();
  /** Revoked hashes, so a lookup that raced a revocation can never re-admit the key. */
  private readonly revoked = new Set<string>();
  /** Bumped on every eviction: a lookup started before it must not fill the cache. */
  private epoch = 0;
  private readonly negativeTtlMs: number;
  private readonly maxEntries: number;

  constructor(private readonly options: CachedKeyVerifierOptions) {
    this.negativeTtlMs = options.negativeTtlMs ?? 2_000;
    this.maxEntries = options.maxEntries ?? 100_000;
  }

  async verify(rawKey: string): Promise<KeyRecord> {
    const hash = hashKey(rawKey);
    if (this.revoked.has(hash)) throw revokedKey();
    const nowMs = this.options.clock.now().getTime();
    let record: KeyRecord | null;
    if (!this.options.isNotified()) {
      record = toKeyRecord(await this.options.lookup(hash));
    } else {
      const cached = this.cache.get(hash);
      record = cached !== undefined && cached.expiresAtMs > nowMs ? cached.record : await this.lookupShared(hash);
    }
    if (record === null) throw unknownKey();
    if (this.revoked.has(hash)) record = { ...record, revoked: true };
    const rejection = keyRejection(record, this.options.clock.now().getTime());
    if (rejection !== null) throw rejection;
    return record;
  }

  cached(rawKey: string): KeyRecord | null {
    if (!this.options.isNotified()) return null;
    const hash = hashKey(rawKey);
    if (this.revoked.has(hash)) return null;
    const nowMs = this.options.clock.now().getTime();
    const entry = this.cache.get(hash);
    if (entry === undefined || entry.record === null || entry.expiresAtMs <= nowMs) return null;
    return keyRejection(entry.record, nowMs) === null ? entry.record : null;
  }

  revoke(keyHash: string): void {
    this.revoked.add(keyHash);
    this.cache.delete(keyHash);
    this.inFlight.delete(keyHash);
    this.epoch++;
  }

  evictWorkspace(workspaceId: string): void {
    for (const [hash, entry] of this.cache) if (entry.record?.workspaceId === workspaceId) this.cache.delete(hash);
    this.inFlight.clear();
    this.epoch++;
  }

  flush(): void {
    this.cache.clear();
    this.inFlight.clear();
    this.epoch++;
  }

  /** Concurrent requests with the same uncached key share one VerifyKey call. */
  private lookupShared(hash: string): Promise<KeyRecord | null> {
    const pending = this.inFlight.get(hash);
    if (pending !== undefined) return pending;
    const epoch = this.epoch;
    const promise = this.options.lookup(hash).then(
      (reply) => {
        const record = toKeyRecord(reply);
        if (this.inFlight.get(hash) === promise) this.inFlight.delete(hash);
        if (epoch === this.epoch) this.remember(hash, record);
        return record;
      },
      (err: unknown) => {
        if (this.inFlight.get(hash) === promise) this.inFlight.delete(hash);
        throw err;
      },
    );
    this.inFlight.set(hash, promise);
    return promise;
  }

  private remember(hash: string, record: KeyRecord | null): void {
    if (record?.revoked === true) this.revoked.add(hash);
    if (this.cache.size >= this.maxEntries) {
      const oldest = this.cache.keys().next();
      if (oldest.done !== true) this.cache.delete(oldest.value);
    }
    const ttl = record === null ? this.negativeTtlMs : this.options.ttlMs;
    this.cache.set(hash, { record, expiresAtMs: this.options.clock.now().getTime() + ttl });
  }
}
