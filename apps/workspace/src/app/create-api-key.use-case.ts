import { buildApiKey, renderApiKey, type NewKeyInput } from '../domain/api-key';
import { recordAdminAction, requireWorkspace, type AdminActor, type WorkspaceDeps } from './workspace-deps';

/** An operator's new API key: stored by its hash, recorded in the audit log, the plaintext answered once. */
export class CreateApiKey {
  constructor(private readonly deps: Pick<WorkspaceDeps, 'workspaces' | 'apiKeys' | 'auditLogs' | 'newId' | 'clock'>) {}

  async execute(actor: AdminActor, input: NewKeyInput): Promise<Record<string, unknown>> {
    const workspace = await requireWorkspace(this.deps, input.workspace_id);
    const { record, key } = buildApiKey({ ...input, workspace_id: workspace.id }, this.deps.newId(), this.deps.clock.now());
    await this.deps.apiKeys.insert(record);
    await recordAdminAction(this.deps, actor, {
      workspaceId: workspace.id,
      action: 'create',
      resourceType: 'api_keys',
      resourceId: record.id,
      details: { name: record.name, prefix: record.prefix, permissions: record.permissions, expires_at: record.expires_at },
    });
    // The only time the plaintext leaves this service: a key is shown once, at creation, and only its hash is kept.
    return { ...renderApiKey(record), key };
  }
}
