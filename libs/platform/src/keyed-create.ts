import { createHash } from 'node:crypto';
import { AppError } from './app-error';
import { derivedUuid } from './ids';

/**
 * Creates made under an Idempotency-Key (docs/decisions.md "Security:
 * idempotent creates"). The gateway
 * replays a stored answer for 24 h, but its entry can be gone (window over,
 * evicted, a replica crashed before storing it). So the owning service makes
 * the create idempotent by itself: the record id derives from workspace and
 * key, and the record carries the key and a hash of the request in that same
 * write. A retry collides on the id; the stored hash tells "the same request"
 * (answer the stored record) from "a different request reusing the key" (409).
 */

/** Written on the record, in the document that creates it. */
export interface KeyStamp {
  idempotency_key: string;
  request_hash: string;
}

export interface KeyedCreate {
  /** The new record's id (index 0 of keyedRecordId). */
  id: string;
  stamp: KeyStamp;
}

/** JSON with object keys sorted at every depth, so key order does not make two equal bodies differ. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    const keys = Object.keys(obj).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** sha256 of the operation and the canonical request (path parameters and body): "the same request" under one key. */
export function requestHash(operation: string, request: unknown): string {
  return createHash('sha256').update(`${operation}\n${canonicalJson(request)}`).digest('hex');
}

/**
 * The id of record `index` created under an Idempotency-Key: a name-based
 * UUID (version 5 layout, SHA-256 instead of SHA-1) of workspace, key and
 * index. A retry derives the same ids, so a record stored by an earlier
 * attempt collides (DuplicateKeyError) instead of being stored twice. The
 * seed's prefix stays "wbk-bulk": ids of records stored before single creates
 * used it must not change.
 */
export function keyedRecordId(workspaceId: string, idempotencyKey: string, index: number): string {
  return derivedUuid(`wbk-bulk\u0000${workspaceId}\u0000${idempotencyKey}\u0000${index}`, 'sha256');
}

/** The id and stamp of a create, or undefined when the call carries no key (a retry without one is a new request). */
export function keyedCreate(scope: { workspaceId: string; idempotencyKey?: string }, operation: string, request: unknown): KeyedCreate | undefined {
  const key = scope.idempotencyKey;
  if (key === undefined) return undefined;
  return { id: keyedRecordId(scope.workspaceId, key, 0), stamp: { idempotency_key: key, request_hash: requestHash(operation, request) } };
}

export function reusedKeyConflict(): AppError {
  return new AppError('idempotency_conflict', 'This Idempotency-Key was already used with a different request (path or body); use a new key for a new request');
}

/** False when the stored record was written for another request under the key. Records stored before the hash existed cannot be compared; they answer as they did then. */
export function sameKeyedRequest(stored: Readonly<Record<string, unknown>>, stamp: KeyStamp): boolean {
  return typeof stored['request_hash'] !== 'string' || stored['request_hash'] === stamp.request_hash;
}

/** Why a stored record under the same key cannot answer this request, or null when it can. */
export function keyedReplayRefusal(stored: Readonly<Record<string, unknown>>, stamp: KeyStamp): AppError | null {
  if (!sameKeyedRequest(stored, stamp)) return reusedKeyConflict();
  if (typeof stored['deleted_at'] === 'string') {
    return new AppError('idempotency_conflict', 'The record created with this Idempotency-Key has been deleted since; use a new key to create it again');
  }
  return null;
}
