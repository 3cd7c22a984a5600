import { createHash, randomUUID } from 'node:crypto';

export function newId(): string {
  return randomUUID();
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_RE.test(value);
}

/** The hash a derived id is made from; ids already stored fix which one each caller uses. */
export type SeedHash = 'sha1' | 'sha256';

function inUuidLayout(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * A UUID (version 5 layout: the seed's hash with the version and variant bits
 * set) derived from a seed, so a step repeated after a crash or a retried
 * request gets the same id / idempotency key as the first attempt instead of
 * a fresh one.
 */
export function derivedUuid(seed: string, hash: SeedHash = 'sha1'): string {
  const bytes = createHash(hash).update(seed).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  return inUuidLayout(bytes.toString('hex'));
}

/**
 * The seed's SHA-256 in the UUID layout, without version bits: not a valid
 * UUID, but the form credit holds and keyed outbound messages were first
 * stored under, so their ids (and the provider Idempotency-Keys made from
 * them) must not change.
 */
export function seedDigestId(seed: string): string {
  return inUuidLayout(createHash('sha256').update(seed).digest('hex'));
}
