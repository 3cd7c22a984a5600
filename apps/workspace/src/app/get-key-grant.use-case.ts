import { isUuid, notFound, validationError } from '@wbk/platform';
import type { WorkspaceDeps } from './workspace-deps';

export interface KeyGrant {
  key_id: string;
  permissions: string[];
  revoked: boolean;
  /** ISO 8601, or '' when the key never expires. */
  expires_at: string;
}

/**
 * What a key of the workspace may do now, by its id: a workflow runs with the
 * permissions of the key that saved it and stops when that key is revoked or expires.
 */
export class GetKeyGrant {
  constructor(private readonly deps: Pick<WorkspaceDeps, 'apiKeys'>) {}

  async execute(workspaceId: string, keyId: string): Promise<KeyGrant> {
    if (!isUuid(keyId)) throw validationError([{ field: 'key_id', message: 'must be a key UUID' }]);
    const key = await this.deps.apiKeys.get(keyId);
    // Another workspace's key is answered as unknown, so a caller cannot probe key ids across workspaces.
    if (!key || key.workspace_id !== workspaceId) throw notFound(`API key ${keyId}`);
    return { key_id: key.id, permissions: [...key.permissions], revoked: key.revoked_at !== null, expires_at: key.expires_at ?? '' };
  }
}
