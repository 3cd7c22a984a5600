import { createHash } from 'node:crypto';
import { AppError, canonicalJson, isUuid, validationError } from '@wbk/platform';

/**
 * Idempotency (DESIGN.md section 5): `Idempotency-Key` (a UUID) on POST and
 * PATCH, scoped to workspace + key, answers stored for 24 hours. Only 2xx
 * answers are stored; any other outcome frees the key so the client may retry.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** An in-flight entry this old belongs to a replica that died mid-request; a retry may take it over. */
export const STALE_IN_FLIGHT_MS = 2 * 60_000;

export type IdempotencyRecord =
  | { state: 'in_flight'; fingerprint: string; started_at: number }
  | { state: 'done'; fingerprint: string; started_at: number; status: number; body: string };

export type ExistingDecision = 'replay' | 'payload_conflict' | 'in_flight_conflict' | 'take_over';

/** The header's value, or undefined when absent; anything but a UUID is a 400 naming the header. */
export function parseIdempotencyKey(raw: string | string[] | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const value = Array.isArray(raw) ? raw.join(',') : raw;
  if (!isUuid(value)) throw validationError([{ field: 'Idempotency-Key', message: 'must be a UUID' }]);
  return value.toLowerCase();
}

// One canonical form for the gateway's fingerprint and the services' request hash (keyedCreate).
export { canonicalJson };

/** sha256 of method, path and canonical body: "the same request" for a replay. */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256').update(`${method.toUpperCase()}\n${path}\n${body === undefined ? '' : canonicalJson(body)}`).digest('hex');
}

/** What to do when the key already has an entry. A different payload is a conflict whatever the entry's state. */
export function decideExisting(existing: IdempotencyRecord, fingerprint: string, nowMs: number, staleAfterMs = STALE_IN_FLIGHT_MS): ExistingDecision {
  if (existing.fingerprint !== fingerprint) return 'payload_conflict';
  if (existing.state === 'done') return 'replay';
  return nowMs - existing.started_at >= staleAfterMs ? 'take_over' : 'in_flight_conflict';
}

export function idempotencyConflict(decision: 'payload_conflict' | 'in_flight_conflict'): AppError {
  return decision === 'payload_conflict'
    ? new AppError('idempotency_conflict', 'This Idempotency-Key was already used with a different request (method, path or body); use a new key for a new request')
    : new AppError('idempotency_conflict', 'A request with this Idempotency-Key is still being processed; retry after it completes');
}
