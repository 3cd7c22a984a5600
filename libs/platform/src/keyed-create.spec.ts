import { isAppError } from './app-error';
import { keyedCreate, keyedRecordId, keyedReplayRefusal, requestHash, sameKeyedRequest } from './keyed-create';

const WS = '11111111-1111-4111-8111-111111111111';
const KEY = '33333333-3333-4333-8333-333333333333';

describe('keyed creates', () => {
  it('derives the ids records stored under a key already have (the bulk ids), per workspace and index', () => {
    expect(keyedRecordId(WS, KEY, 0)).toBe('397f783a-68de-540a-ad93-195f094a0881');
    expect(keyedRecordId(WS, KEY, 1)).not.toBe(keyedRecordId(WS, KEY, 0));
    expect(keyedRecordId('22222222-2222-4222-8222-222222222222', KEY, 0)).not.toBe(keyedRecordId(WS, KEY, 0));
  });

  it('hashes the canonical request: key order does not matter, values, operation and path do', () => {
    const hash = requestHash('CreateContact', { path: {}, body: { a: 1, b: { c: [1, 2] } } });
    expect(requestHash('CreateContact', { body: { b: { c: [1, 2] }, a: 1 }, path: {} })).toBe(hash);
    expect(requestHash('CreateContact', { path: {}, body: { a: 1, b: { c: [2, 1] } } })).not.toBe(hash);
    expect(requestHash('CreateCompany', { path: {}, body: { a: 1, b: { c: [1, 2] } } })).not.toBe(hash);
    expect(requestHash('CreateContact', { path: { id: 'x' }, body: { a: 1, b: { c: [1, 2] } } })).not.toBe(hash);
  });

  it('gives no id or stamp without a key', () => {
    expect(keyedCreate({ workspaceId: WS }, 'CreateContact', {})).toBeUndefined();
    expect(keyedCreate({ workspaceId: WS, idempotencyKey: KEY }, 'CreateContact', {})).toMatchObject({ id: keyedRecordId(WS, KEY, 0), stamp: { idempotency_key: KEY } });
  });

  it('answers from a stored record of the same request, refuses another request or a deleted record with idempotency_conflict', () => {
    const stamp = keyedCreate({ workspaceId: WS, idempotencyKey: KEY }, 'CreateContact', { body: 1 })!.stamp;
    expect(keyedReplayRefusal({ ...stamp, deleted_at: null }, stamp)).toBeNull();
    // Written before the hash existed: answered as before.
    expect(sameKeyedRequest({ deleted_at: null }, stamp)).toBe(true);
    const other = keyedReplayRefusal({ idempotency_key: KEY, request_hash: 'other', deleted_at: null }, stamp);
    expect(isAppError(other) && other.code).toBe('idempotency_conflict');
    const deleted = keyedReplayRefusal({ ...stamp, deleted_at: '2026-03-01T10:00:00.000Z' }, stamp);
    expect(isAppError(deleted) && deleted.code).toBe('idempotency_conflict');
  });
});
