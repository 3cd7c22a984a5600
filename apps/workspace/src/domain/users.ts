import { isEmailAddress, USER_PAGE_LIMITS, USER_ROLES, type UserRecord, type UserRole } from '@wbk/contracts';
import { type FieldIssue, validationError } from '@wbk/platform';

/**
 * Workspace members (the listUsers operation; the public contract leaves the
 * record's shape open: docs/decisions.md "Workspace service"). Emails are
 * kept lower-cased so uniqueness per workspace ignores case.
 */
export { USER_ROLES, type UserRole } from '@wbk/contracts';

export interface User {
  id: string;
  workspace_id: string;
  email: string;
  name: string | null;
  role: UserRole;
  status: 'active';
  created_at: string;
}

export const USER_PER_PAGE = USER_PAGE_LIMITS;

export function buildUser(input: { workspace_id: string; email: string; name: string; role: string }, id: string, now: Date): User {
  const issues: FieldIssue[] = [];
  const email = input.email.trim().toLowerCase();
  if (email.length > 254 || !isEmailAddress(email)) issues.push({ field: 'email', message: 'must be an email address' });
  const name = input.name.trim();
  if (name.length > 200) issues.push({ field: 'name', message: 'must be at most 200 characters' });
  const role = input.role || 'member';
  if (!(USER_ROLES as readonly string[]).includes(role)) issues.push({ field: 'role', message: `must be one of ${USER_ROLES.join(', ')}` });
  if (issues.length > 0) throw validationError(issues);
  return { id, workspace_id: input.workspace_id, email, name: name || null, role: role as UserRole, status: 'active', created_at: now.toISOString() };
}

/** `userRecord` in libs/contracts. */
export function renderUser(user: User): UserRecord {
  return { id: user.id, email: user.email, name: user.name, role: user.role, status: user.status, created_at: user.created_at };
}
