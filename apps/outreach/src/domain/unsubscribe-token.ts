import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of an unsubscribe link: `<payload>.<signature>`, both base64url;
 * the payload is the JSON `{ w, e, a }` (workspace, enrollment, address) and
 * the signature HMAC-SHA256 over the payload text with UNSUBSCRIBE_SECRET,
 * prefixed with a purpose label so a signature made for something else with
 * the same secret never verifies here. No lookup table is needed to verify.
 */
export interface UnsubscribeClaim {
  workspaceId: string;
  enrollmentId: string;
  address: string;
}

const PURPOSE = 'wbk-unsubscribe-v1';
/** A token longer than this was not made by signUnsubscribe (an address is at most 320 characters). */
export const MAX_TOKEN_LENGTH = 1_024;

function mac(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}.${payload}`).digest();
}

export function signUnsubscribe(secret: string, claim: UnsubscribeClaim): string {
  const payload = Buffer.from(JSON.stringify({ w: claim.workspaceId, e: claim.enrollmentId, a: claim.address })).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

function isClaimJson(value: unknown): value is { w: string; e: string; a: string } {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v['w'] === 'string' && typeof v['e'] === 'string' && typeof v['a'] === 'string' && v['w'] !== '' && v['a'] !== '';
}

/** The claim of a genuine token; null for anything malformed, tampered with or signed with another secret. */
export function verifyUnsubscribe(secret: string, token: string): UnsubscribeClaim | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (match === null) return null;
  const [, payload, signature] = match as unknown as [string, string, string];
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  return isClaimJson(parsed) ? { workspaceId: parsed.w, enrollmentId: parsed.e, address: parsed.a } : null;
}

/** The link a campaign email carries: `<PUBLIC_URL>/unsubscribe/<token>`. */
export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/unsubscribe/${token}`;
}
