import { isGranted } from '@wbk/contracts';
import { AppError } from '@wbk/platform';

/**
 * A route's permission check. What a permission grants is declared once in
 * libs/contracts (permission-rules), because the services that act later on a
 * key's behalf (workflows, webhooks, the assistant) apply the same rules.
 */
export { PERMISSION_CLASSES, isGranted } from '@wbk/contracts';

/** null when allowed; otherwise the 403 to answer, naming what is missing. */
export function permissionError(held: readonly string[], required: string): AppError | null {
  if (isGranted(held, required)) return null;
  if (required === 'admin') {
    return new AppError('admin_key_required', 'This endpoint requires an admin key; this key has no admin permission', { required: 'admin' });
  }
  return new AppError('insufficient_permissions', `This key lacks the permission ${required}`, { required });
}
