import type { AppError } from '@wbk/platform';
import { canonicalJson, decideExisting, isAmbiguousOutcome, parseIdempotencyKey, requestFingerprint, STALE_IN_FLIGHT_MS } from './idempotency.policy';

const KEY = '3b241101-e2bb-4255-8caf-4136c566a962';

describe('parseIdempotencyKey', () => {
  it('accepts a UUID and nothing else, naming the header', () => {
    expect(parseIdempotencyKey(undefined)).toBeUndefined();
    expect(parseIdempotencyKey(KEY.toUpperCase())).toBe(KEY);
    try {
      parseIdempotencyKey('abc');
      throw new Error('expected a validation error');
    } catch (err) {
      expect((err as AppError).code).toBe('validation_error');
      expect((err as AppError).details).toEqual({ fields: [{ field: 'Idempotency-Key', message: 'must be a UUID' }] });
    }
  });
});

describe('fingerprint', () => {
  it('ignores key order but not values, method or path', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe('{"a":{"c":null,"d":[1,{"x":1,"y":2}]},"b":1}');
    const base = requestFingerprint('POST', '/v1/contacts', { a: 1, b: 2 });
    expect(requestFingerprint('post', '/v1/contacts', { b: 2, a: 1 })).toBe(base);
    expect(requestFingerprint('POST', '/v1/contacts', { a: 1, b: 3 })).not.toBe(base);
    expect(requestFingerprint('PATCH', '/v1/contacts', { a: 1, b: 2 })).not.toBe(base);
    expect(requestFingerprint('POST', '/v1/companies', { a: 1, b: 2 })).not.toBe(base);
  });
});

describe('decideExisting', () => {
  const now = 1_000_000;
  it('replays a finished twin', () => {
    expect(decideExisting({ state: 'done', fingerprint: 'f', started_at: now, status: 201, body: '{}' }, 'f', now)).toBe('replay');
  });
  it('refuses a different payload, finished or not', () => {
    expect(decideExisting({ state: 'done', fingerprint: 'f', started_at: now, status: 201, body: '{}' }, 'g', now)).toBe('payload_conflict');
    expect(decideExisting({ state: 'in_flight', fingerprint: 'f', started_at: now }, 'g', now)).toBe('payload_conflict');
  });
  it('refuses a twin in flight until it is stale, then lets it be taken over', () => {
    const entry = { state: 'in_flight' as const, fingerprint: 'f', started_at: now };
    expect(decideExisting(entry, 'f', now + STALE_IN_FLIGHT_MS - 1)).toBe('in_flight_conflict');
    expect(decideExisting(entry, 'f', now + STALE_IN_FLIGHT_MS)).toBe('take_over');
  });
  it('never lets a request of unknown outcome run again, however old', () => {
    const entry = { state: 'unknown' as const, fingerprint: 'f', started_at: now, error_code: 'upstream_timeout' };
    expect(decideExisting(entry, 'f', now + 23 * 3_600_000)).toBe('outcome_unknown');
    expect(decideExisting(entry, 'g', now)).toBe('payload_conflict');
  });
  it('counts deadlines and undescribed failures as ambiguous, refusals and unreachable services not', () => {
    expect(['upstream_timeout', 'internal_error', 'service_unavailable', 'validation_error', 'not_found'].filter(isAmbiguousOutcome)).toEqual(['upstream_timeout', 'internal_error']);
  });
});
