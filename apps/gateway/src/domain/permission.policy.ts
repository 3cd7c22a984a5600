import { AppError } from '@wbk/platform';

/**
 * Permission rules (spec "Authentication" 4-5, DESIGN.md section 5). A key holds
 * classes (read, write, assistant, admin) and/or scoped names. A route requires
 * one of:
 * - a scoped name `read:x` / `x:read`: granted by the class `read` or the scoped
 *   name written either way; `write:x` / `x:write` likewise by `write`;
 * - `assistant`: the assistant class;
 * - `admin`: the admin class only (audit logs).
 * `admin` implies every other permission: an admin key is the workspace owner's
 * key, and refusing it a read would only surprise. read and write do not imply
 * each other.
 */

export const PERMISSION_CLASSES = ['read', 'write', 'assistant', 'admin'] as const;

function scopedParts(required: string): { verb: string; resource: string } | undefined {
  const [a, b, ...rest] = required.split(':');
  if (a === undefined || b === undefined || rest.length > 0) return undefined;
  for (const verb of ['read', 'write', 'assistant']) {
    if (a === verb) return { verb, resource: b };
    if (b === verb) return { verb, resource: a };
  }
  return undefined;
}

export function isGranted(held: readonly string[], required: string): boolean {
  if (held.includes('admin')) return true;
  if (required === 'admin') return false;
  if (required === 'assistant') return held.includes('assistant');
  const parts = scopedParts(required);
  if (parts === undefined) return held.includes(required);
  const { verb, resource } = parts;
  return held.includes(verb) || held.includes(`${verb}:${resource}`) || held.includes(`${resource}:${verb}`);
}

/** null when allowed; otherwise the 403 to answer, naming what is missing. */
export function permissionError(held: readonly string[], required: string): AppError | null {
  if (isGranted(held, required)) return null;
  if (required === 'admin') {
    return new AppError('admin_key_required', 'This endpoint requires an admin key; this key has no admin permission', { required: 'admin' });
  }
  return new AppError('insufficient_permissions', `This key lacks the permission ${required}`, { required });
}
