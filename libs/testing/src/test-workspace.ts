import type { AdminClient, CreateWorkspaceInput } from './admin-client';

export interface TestWorkspace {
  id: string;
  /** Secret per requested key name. */
  keys: Record<string, string>;
  /** Key record id per requested key name (for revoke). */
  keyIds: Record<string, string>;
}

/**
 * A workspace with named keys in one call, through the real CLI, e.g.
 * createTestWorkspace(admin, { plan: 'starter' }, { full: ['read', 'write', 'admin'], reader: ['read'] }).
 */
export async function createTestWorkspace(
  admin: AdminClient,
  workspace: CreateWorkspaceInput = {},
  keys: Record<string, string[]> = { full: ['read', 'write', 'assistant', 'admin'] },
): Promise<TestWorkspace> {
  const record = await admin.createWorkspace({ plan: 'pro', ...workspace });
  const result: TestWorkspace = { id: record.id, keys: {}, keyIds: {} };
  for (const [name, permissions] of Object.entries(keys)) {
    const key = await admin.createKey(record.id, { name, permissions });
    result.keys[name] = key.key;
    result.keyIds[name] = key.id;
  }
  return result;
}
