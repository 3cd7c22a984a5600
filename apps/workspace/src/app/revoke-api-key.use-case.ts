import { AppError, isUuid, notFound, validationError } from '@wbk/platform';
import { recordAdminAction, type AdminActor, type WorkspaceDeps } from './workspace-deps';

/**
 * An operator's revoke: the key is revoked once (recorded once in the audit
 * log), and every revoke waits until the gateways were told.
 */
export class RevokeApiKey {
  constructor(private readonly deps: Pick<WorkspaceDeps, 'apiKeys' | 'auditLogs' | 'notifier' | 'logger' | 'newId' | 'clock'>) {}

  async execute(actor: AdminActor, keyId: string): Promise<Record<string, unknown>> {
    const { apiKeys } = this.deps;
    if (!isUuid(keyId)) throw validationError([{ field: 'key_id', message: 'must be a key UUID' }]);
    const existing = await apiKeys.get(keyId);
    if (!existing) throw notFound(`API key ${keyId}`);
    const revoked = existing.revoked_at ? existing : await apiKeys.revoke(keyId, this.deps.clock.now().toISOString());
    if (!revoked) throw notFound(`API key ${keyId}`);
    if (!existing.revoked_at) {
      await recordAdminAction(this.deps, actor, {
        workspaceId: revoked.workspace_id,
        action: 'delete',
        resourceType: 'api_keys',
        resourceId: revoked.id,
        details: { name: revoked.name, prefix: revoked.prefix },
      });
    }
    // Every revoke, a repeat included, waits for the gateways: a repeat is how an operator
    // re-sends a notice that failed the first time.
    try {
      await this.deps.notifier.keyRevoked({ key_id: revoked.id, key_hash: revoked.key_hash, workspace_id: revoked.workspace_id });
    } catch (err) {
      this.deps.logger.error({ err, keyId }, 'revocation stored but the gateways could not be told');
      throw new AppError('service_unavailable', 'The key is revoked, but the gateways could not be notified; repeat the revoke to make sure it is in force everywhere');
    }
    return { id: revoked.id, workspace_id: revoked.workspace_id, revoked: true, revoked_at: revoked.revoked_at };
  }
}
