/**
 * Permission rules (docs/decisions.md "Gateway", permissions), shared by
 * the gateway (every public route) and the services that act later on a key's
 * behalf (workflow actions, approved assistant tasks, webhook deliveries), so
 * a permission means the same thing wherever it is checked. A key holds
 * classes (read, write, assistant, admin) and/or scoped names. A requirement is
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

/** The first of `required` that `held` does not grant, or null when all are granted. */
export function missingPermission(held: readonly string[], required: readonly string[]): string | null {
  return required.find((permission) => !isGranted(held, permission)) ?? null;
}

/** Each of `required` that `held` does not grant, in order; empty when all are granted. */
export function missingPermissions(held: readonly string[], required: readonly string[]): string[] {
  return required.filter((permission) => !isGranted(held, permission));
}

/**
 * The key that last saved work a service runs later on the key's behalf (a
 * workflow, a webhook subscription, an approved assistant task), recorded
 * with the permissions the gateway verified at that moment.
 */
export interface ActingKey {
  key_id: string;
  permissions: string[];
}
