import { createCipheriv, createDecipheriv, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The token of an unsubscribe link: `v2.<key id>.<sealed>`, where `sealed` is
 * base64url(nonce | AES-256-GCM ciphertext | tag) of the JSON
 * `[workspace, enrollment, address]`. Encrypted rather than signed: a link
 * travels in mail that is forwarded, logged and scanned, and must not tell
 * who it unsubscribes or which workspace sent it. The key id says which of
 * UNSUBSCRIBE_KEYS sealed it, so keys rotate without breaking links already
 * sent: the first key seals, every listed key opens. No lookup table is needed.
 * The nonce is an HMAC of the claim (synthetic, as in SIV): one claim always
 * gives the same token, so a step sent again after a crash carries the same
 * mail and the provider's idempotency check recognises it; two claims share a
 * nonce only by a 96-bit collision.
 */
export interface UnsubscribeClaim {
  workspaceId: string;
  enrollmentId: string;
  address: string;
}

/** One of UNSUBSCRIBE_KEYS stretched (HKDF-SHA256) into two keys: one encrypts, one makes nonces. */
interface SealingKey {
  encryption: Buffer;
  nonce: Buffer;
}

/** UNSUBSCRIBE_KEYS as the token code uses them. */
export interface UnsubscribeKeys {
  currentId: string;
  byId: ReadonlyMap<string, SealingKey>;
  /** UNSUBSCRIBE_SECRET: opens links of the earlier signed format (`<payload>.<HMAC>`) only. */
  legacySecret?: string;
}

const VERSION = 'v2';
const KEY_INFO = 'wbk-unsubscribe-v2';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const LEGACY_PURPOSE = 'wbk-unsubscribe-v1';
/** A token longer than this was not made by sealUnsubscribe (an address is at most 320 characters). */
export const MAX_TOKEN_LENGTH = 1_024;

/** The first pair makes new links; ids must be unique (config checks it). */
export function unsubscribeKeysOf(pairs: ReadonlyArray<{ name: string; secret: string }>, legacySecret?: string): UnsubscribeKeys {
  const first = pairs[0];
  if (first === undefined) throw new Error('UNSUBSCRIBE_KEYS names no key');
  const stretch = (secret: string, use: string) => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `${KEY_INFO}.${use}`, 32));
  const byId = new Map(pairs.map(({ name, secret }) => [name, { encryption: stretch(secret, 'encryption'), nonce: stretch(secret, 'nonce') }] as const));
  return { currentId: first.name, byId, ...(legacySecret === undefined ? {} : { legacySecret }) };
}

/** The key id is authenticated with the payload: a sealed part moved under another id does not open. */
function associatedData(keyId: string): Buffer {
  return Buffer.from(`${KEY_INFO}.${keyId}`);
}

export function sealUnsubscribe(keys: UnsubscribeKeys, claim: UnsubscribeClaim): string {
  const key = keys.byId.get(keys.currentId)!;
  const plain = Buffer.from(JSON.stringify([claim.workspaceId, claim.enrollmentId, claim.address]), 'utf8');
  const nonce = createHmac('sha256', key.nonce).update(associatedData(keys.currentId)).update(plain).digest().subarray(0, NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.encryption, nonce);
  cipher.setAAD(associatedData(keys.currentId));
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return `${VERSION}.${keys.currentId}.${Buffer.concat([nonce, sealed, cipher.getAuthTag()]).toString('base64url')}`;
}

function claimOf(value: unknown): UnsubscribeClaim | null {
  if (!Array.isArray(value) || value.length !== 3 || !value.every((part) => typeof part === 'string')) return null;
  const [workspaceId, enrollmentId, address] = value as [string, string, string];
  return workspaceId !== '' && address !== '' ? { workspaceId, enrollmentId, address } : null;
}

function open(key: SealingKey, keyId: string, sealedText: string): UnsubscribeClaim | null {
  const sealed = Buffer.from(sealedText, 'base64url');
  if (sealed.length <= NONCE_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.encryption, sealed.subarray(0, NONCE_BYTES));
    decipher.setAAD(associatedData(keyId));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(sealed.subarray(NONCE_BYTES, sealed.length - TAG_BYTES)), decipher.final()]);
    return claimOf(JSON.parse(plain.toString('utf8')));
  } catch {
    // A failed tag (tampered, or sealed with a key of the same id that is gone) or a payload that is not ours.
    return null;
  }
}

/** Links sent before tokens were encrypted: HMAC-SHA256 over the readable payload. */
function openLegacy(secret: string, token: string): UnsubscribeClaim | null {
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (match === null) return null;
  const [, payload, signature] = match as unknown as [string, string, string];
  const given = Buffer.from(signature, 'base64url');
  const expected = createHmac('sha256', secret).update(`${LEGACY_PURPOSE}.${payload}`).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { w?: unknown; e?: unknown; a?: unknown };
    return claimOf([parsed.w, parsed.e, parsed.a]);
  } catch {
    return null;
  }
}

/** The claim of a genuine token; null for anything malformed, tampered with, or sealed with a key no longer listed. */
export function openUnsubscribe(keys: UnsubscribeKeys, token: string): UnsubscribeClaim | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const match = /^v2\.([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]+)$/.exec(token);
  if (match === null) return keys.legacySecret === undefined ? null : openLegacy(keys.legacySecret, token);
  const [, keyId, sealed] = match as unknown as [string, string, string];
  const key = keys.byId.get(keyId);
  return key === undefined ? null : open(key, keyId, sealed);
}

/** The link a campaign email carries: `<PUBLIC_URL>/unsubscribe/<token>`. */
export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/unsubscribe/${token}`;
}
