import { isKeyHash } from '../domain/api-key';
import { effectiveLimits } from '../domain/plans';
import type { WorkspaceDeps } from './workspace-deps';

/** What the gateway learns about a presented key: its grant, its workspace's plan and effective limits. */
export interface KeyVerification {
  key_id: string;
  workspace_id: string;
  permissions: string[];
  /** ISO 8601, or '' when the key never expires. */
  expires_at: string;
  revoked: boolean;
  plan: string;
  daily_limit: number;
  minute_limit: number;
  key_name: string;
}

/**
 * The gateway's authentication, looked up by the SHA-256 of the presented
 * key: null for no such key (or one of a workspace that is gone).
 */
export class VerifyKey {
  constructor(private readonly deps: Pick<WorkspaceDeps, 'apiKeys' | 'workspaces'>) {}

  async execute(keyHash: string): Promise<KeyVerification | null> {
    if (!isKeyHash(keyHash)) return null;
    const key = await this.deps.apiKeys.findByHash(keyHash);
    if (!key) return null;
    const workspace = await this.deps.workspaces.get(key.workspace_id);
    if (!workspace) return null;
    const limits = effectiveLimits(workspace.plan, workspace.rate_limit_override);
    return {
      key_id: key.id,
      workspace_id: key.workspace_id,
      permissions: [...key.permissions],
      expires_at: key.expires_at ?? '',
      revoked: key.revoked_at !== null,
      plan: workspace.plan,
      daily_limit: limits.daily,
      minute_limit: limits.minute,
      key_name: key.name,
    };
  }
}
