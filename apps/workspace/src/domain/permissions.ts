import { type FieldIssue } from '@wbk/platform';

/**
 * Key permissions (`isGranted` in libs/contracts holds the rules): the classes, or
 * scoped names in either of two forms (`read:settings`, `companies:write`). The gateway decides
 * which class grants which scoped name; here we only refuse what could never match.
 */
export const PERMISSION_CLASSES = ['read', 'write', 'assistant', 'admin'] as const;
const SCOPED = /^(read|write):[a-z_]+$|^[a-z_]+:(read|write)$/;
export const MAX_PERMISSIONS = 50;

export function isPermissionName(value: string): boolean {
  return (PERMISSION_CLASSES as readonly string[]).includes(value) || SCOPED.test(value);
}

/** Trimmed, de-duplicated (first occurrence kept), or the issues naming each bad entry. */
export function validatePermissions(raw: readonly string[]): { permissions: string[]; issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  const permissions: string[] = [];
  raw.forEach((entry, index) => {
    const name = entry.trim();
    if (!isPermissionName(name)) {
      issues.push({
        field: `permissions[${index}]`,
        message: `"${entry}" is not a permission: use read, write, assistant, admin or a scoped name such as read:settings or companies:write`,
      });
    } else if (!permissions.includes(name)) {
      permissions.push(name);
    }
  });
  if (raw.length === 0) issues.push({ field: 'permissions', message: 'at least one permission is required' });
  if (permissions.length > MAX_PERMISSIONS) issues.push({ field: 'permissions', message: `at most ${MAX_PERMISSIONS} permissions` });
  return { permissions, issues };
}
