import { createHash, randomBytes } from 'node:crypto';
import { type FieldIssue, validationError } from '@wbk/platform';
import { validatePermissions } from './permissions';

/**
 * API keys (docs/decisions.md "Workspace service"): `wbk_` + 32 random bytes in base64url.
 * Only the SHA-256 of the whole key is kept, so a leaked database yields no
 * usable key; the first 12 characters are kept to tell keys apart in a list.
 */
export const KEY_PREFIX = 'wbk_';
export const DISPLAY_PREFIX_LENGTH = 12;
export const KEY_NAME_MAX_LENGTH = 100;

export interface ApiKey {
  id: string;
  workspace_id: string;
  name: string;
  prefix: string;
  key_hash: string;
  permissions: string[];
  expires_at: string | null;
  created_at: string;
  revoked_at: string | null;
}

export function generateKey(random: (size: number) => Buffer = randomBytes): string {
  return KEY_PREFIX + random(32).toString('base64url');
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function isKeyHash(value: string): boolean {
  return /^[0-9a-f]{64}$/.test(value);
}

export interface NewKeyInput {
  workspace_id: string;
  name: string;
  permissions: readonly string[];
  /** ISO 8601 or "" for a key that never expires. */
  expires_at: string;
}

/** The stored record and the plaintext key, which is shown once and never kept. */
export function buildApiKey(input: NewKeyInput, id: string, now: Date, random?: (size: number) => Buffer): { record: ApiKey; key: string } {
  const issues: FieldIssue[] = [];
  const name = input.name.trim();
  if (name.length < 1 || name.length > KEY_NAME_MAX_LENGTH) issues.push({ field: 'name', message: `must be 1 to ${KEY_NAME_MAX_LENGTH} characters` });
  const checked = validatePermissions(input.permissions);
  issues.push(...checked.issues);
  let expiresAt: string | null = null;
  if (input.expires_at) {
    const time = Date.parse(input.expires_at);
    if (!/^\d{4}-\d{2}-\d{2}/.test(input.expires_at) || Number.isNaN(time)) {
      issues.push({ field: 'expires_at', message: 'must be an ISO 8601 date or timestamp' });
    } else if (time <= now.getTime()) {
      issues.push({ field: 'expires_at', message: 'must be in the future' });
    } else {
      expiresAt = new Date(time).toISOString();
    }
  }
  if (issues.length > 0) throw validationError(issues);
  const key = generateKey(random);
  return {
    key,
    record: {
      id,
      workspace_id: input.workspace_id,
      name,
      prefix: key.slice(0, DISPLAY_PREFIX_LENGTH),
      key_hash: hashKey(key),
      permissions: checked.permissions,
      expires_at: expiresAt,
      created_at: now.toISOString(),
      revoked_at: null,
    },
  };
}

/** What the dashboard and CLI see; never the hash. */
export function renderApiKey(record: ApiKey) {
  return {
    id: record.id,
    workspace_id: record.workspace_id,
    name: record.name,
    prefix: record.prefix,
    permissions: [...record.permissions],
    expires_at: record.expires_at,
    created_at: record.created_at,
    revoked: record.revoked_at !== null,
    revoked_at: record.revoked_at,
  };
}
