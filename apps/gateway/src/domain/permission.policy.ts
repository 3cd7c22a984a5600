import { missingPermissions } from '@wbk/contracts';
import { AppError } from '@wbk/platform';

/**
 * A route's permission check. What a permission grants is declared once in
 * libs/contracts (permission-rules), because the services that act later on a
 * key's behalf (workflows, webhooks, the assistant) apply the same rules.
 */
export { PERMISSION_CLASSES, isGranted } from '@wbk/contracts';

/**
 * null when allowed; otherwise the 403 to answer, naming every permission of
 * `required` (all needed) that the key lacks.
 */
export function permissionError(held: readonly string[], required: readonly string[]): AppError | null {
  const missing = missingPermissions(held, required);
  if (missing.length === 0) return null;
  if (missing.includes('admin')) {
    return new AppError('admin_key_required', 'This endpoint requires an admin key; this key has no admin permission', { required: 'admin' });
  }
  const named = missing.length === 1 ? `the permission ${missing[0]}` : `the permissions ${missing.join(', ')} (this call needs all of ${required.join(', ')})`;
  return new AppError('insufficient_permissions', `This key lacks ${named}`, { required: missing[0], missing });
}
