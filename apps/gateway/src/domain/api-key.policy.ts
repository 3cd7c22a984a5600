import { AppError } from '@wbk/platform';

/**
 * API keys as presented and as verified (the public API's bearer keys): keys start
 * with `wbk_`; missing or malformed header -> 401 missing_auth, unknown or
 * expired -> invalid_key, revoked -> revoked_key.
 */

// Generous bounds: a real key is far shorter; anything longer is not a key and is not hashed.
const BEARER_RE = /^Bearer[ ]+(wbk_[A-Za-z0-9_-]{8,256})[ ]*$/i;

export interface KeyRecord {
  keyId: string;
  workspaceId: string;
  permissions: readonly string[];
  /** Epoch ms, or null when the key never expires. */
  expiresAtMs: number | null;
  revoked: boolean;
  plan: string;
  dailyLimit: number;
  minuteLimit: number;
  keyName: string;
}

export function missingAuth(): AppError {
  return new AppError('missing_auth', 'Send the API key in the Authorization header as "Bearer wbk_..."');
}

/** The presented key, or a 401 missing_auth. */
export function parseBearer(header: string | undefined): string {
  if (header === undefined || header.length > 300) throw missingAuth();
  const match = BEARER_RE.exec(header);
  if (match === null) throw missingAuth();
  return match[1]!;
}

export function unknownKey(): AppError {
  return new AppError('invalid_key', 'The API key is not valid');
}

export function revokedKey(): AppError {
  return new AppError('revoked_key', 'The API key has been revoked; create a new key');
}

/** null when the key may be used now; otherwise the 401 to answer. */
export function keyRejection(record: KeyRecord, nowMs: number): AppError | null {
  if (record.revoked) return revokedKey();
  if (record.expiresAtMs !== null && record.expiresAtMs <= nowMs) {
    return new AppError('invalid_key', `The API key expired at ${new Date(record.expiresAtMs).toISOString()}; create a new key`);
  }
  return null;
}
