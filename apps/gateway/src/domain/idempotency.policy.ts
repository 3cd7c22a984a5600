import { createHash } from 'node:crypto';
import { AppError, canonicalJson, isUuid, validationError } from '@wbk/platform';

/**
 * Idempotency (docs/decisions.md "Gateway"): `Idempotency-Key` (a UUID) on POST and
 * PATCH, scoped to workspace + key, answers stored for 24 hours. 2xx answers
 * are stored for replay; an answer that says nothing was done (4xx, or the
 * service refusing the call) frees the key so the client may retry; an
 * ambiguous outcome (deadline passed, crash) keeps the key claimed as
 * `unknown`, since running it again could apply the change twice.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** An in-flight entry this old belongs to a replica that died mid-request; a retry may take it over. */
export const STALE_IN_FLIGHT_MS = 2 * 60_000;

export type IdempotencyRecord =
  | { state: 'in_flight'; fingerprint: string; started_at: number }
  | { state: 'done'; fingerprint: string; started_at: number; status: number; body: string }
  | { state: 'unknown'; fingerprint: string; started_at: number; error_code: string };

export type ConflictDecision = 'payload_conflict' | 'in_flight_conflict' | 'outcome_unknown';
export type ExistingDecision = 'replay' | ConflictDecision | 'take_over';

/**
 * Failures after which the service may or may not have applied the request:
 * its deadline passed (upstream_timeout) or it failed in a way nobody
 * described (internal_error: a crash or a broken connection mid-call). Every
 * other error is an answer from a service that refused, or a call that never
 * left the gateway (service_unavailable: breaker open, nothing listening).
 */
const AMBIGUOUS_CODES: ReadonlySet<string> = new Set(['upstream_timeout', 'internal_error']);

export function isAmbiguousOutcome(code: string): boolean {
  return AMBIGUOUS_CODES.has(code);
}

/** Appended to the answer of an ambiguous failure, so the client knows not to retry with the same key. */
export const OUTCOME_UNKNOWN_NOTE =
  'The outcome is unknown: the request may have been applied. Its Idempotency-Key stays claimed for 24 hours; check whether the change was made (read the resource back) and send it again with a new Idempotency-Key only if it was not';

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
  if (existing.state === 'unknown') return 'outcome_unknown';
  return nowMs - existing.started_at >= staleAfterMs ? 'take_over' : 'in_flight_conflict';
}

export function idempotencyConflict(decision: ConflictDecision): AppError {
  switch (decision) {
    case 'payload_conflict':
      return new AppError('idempotency_conflict', 'This Idempotency-Key was already used with a different request (method, path or body); use a new key for a new request');
    case 'in_flight_conflict':
      return new AppError('idempotency_conflict', 'A request with this Idempotency-Key is still being processed; retry after it completes');
    case 'outcome_unknown':
      return new AppError('idempotency_conflict', `The earlier request with this Idempotency-Key ended without an answer from the service. ${OUTCOME_UNKNOWN_NOTE}`, { outcome: 'unknown' });
  }
}
