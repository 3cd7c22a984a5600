import { AppError, isUuid, notFound, validationError } from '@wbk/platform';
import type { CallMeta } from '@wbk/rpc';
import { buildApiKey, isKeyHash, renderApiKey } from '../domain/api-key';
import { effectiveLimits } from '../domain/plans';
import { type HandlerDeps, recordAdminAction, requireWorkspace } from './handler-deps';
import { type AdminReply, adminReply, asMessage, type KeyGrant, list, text, type VerifyKeyReply } from './messages';

const NOT_FOUND_REPLY: VerifyKeyReply = {
  found: false,
  key_id: '',
  workspace_id: '',
  permissions: [],
  expires_at: '',
  revoked: false,
  plan: '',
  daily_limit: 0,
  minute_limit: 0,
  key_name: '',
};

/** Key lifecycle (admin) and the gateway's lookup. */
export function apiKeyHandlers(deps: HandlerDeps) {
  return {
    async CreateApiKey(raw: unknown, meta?: CallMeta): Promise<AdminReply> {
      const message = asMessage(raw);
      const workspace = await requireWorkspace(deps, text(message, 'workspace_id'));
      const { record, key } = buildApiKey(
        { workspace_id: workspace.id, name: text(message, 'name'), permissions: list(message, 'permissions'), expires_at: text(message, 'expires_at') },
        deps.newId(),
        deps.clock.now(),
      );
      await deps.apiKeys.insert(record);
      await recordAdminAction(deps, meta, {
        workspaceId: workspace.id,
        action: 'create',
        resourceType: 'api_keys',
        resourceId: record.id,
        details: { name: record.name, prefix: record.prefix, permissions: record.permissions, expires_at: record.expires_at },
      });
      // The only time the plaintext leaves this service (spec: "displayed once at creation").
      return adminReply({ ...renderApiKey(record), key });
    },

    async RevokeApiKey(raw: unknown, meta?: CallMeta): Promise<AdminReply> {
      const keyId = text(asMessage(raw), 'key_id');
      if (!isUuid(keyId)) throw validationError([{ field: 'key_id', message: 'must be a key UUID' }]);
      const existing = await deps.apiKeys.get(keyId);
      if (!existing) throw notFound(`API key ${keyId}`);
      const revoked = existing.revoked_at ? existing : await deps.apiKeys.revoke(keyId, deps.clock.now().toISOString());
      if (!revoked) throw notFound(`API key ${keyId}`);
      if (!existing.revoked_at) {
        await recordAdminAction(deps, meta, {
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
        await deps.notifier.keyRevoked({ key_id: revoked.id, key_hash: revoked.key_hash, workspace_id: revoked.workspace_id });
      } catch (err) {
        deps.logger.error({ err, keyId }, 'revocation stored but the gateways could not be told');
        throw new AppError('service_unavailable', 'The key is revoked, but the gateways could not be notified; repeat the revoke to make sure it is in force everywhere');
      }
      return adminReply({ id: revoked.id, workspace_id: revoked.workspace_id, revoked: true, revoked_at: revoked.revoked_at });
    },

    async VerifyKey(raw: unknown): Promise<VerifyKeyReply> {
      const keyHash = text(asMessage(raw), 'key_hash');
      if (!isKeyHash(keyHash)) return NOT_FOUND_REPLY;
      const key = await deps.apiKeys.findByHash(keyHash);
      if (!key) return NOT_FOUND_REPLY;
      const workspace = await deps.workspaces.get(key.workspace_id);
      if (!workspace) return NOT_FOUND_REPLY;
      const limits = effectiveLimits(workspace.plan, workspace.rate_limit_override);
      return {
        found: true,
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
    },

    async GetKeyGrant(raw: unknown): Promise<KeyGrant> {
      const message = asMessage(raw);
      const keyId = text(message, 'key_id');
      const workspaceId = text(message, 'workspace_id');
      if (!isUuid(keyId)) throw validationError([{ field: 'key_id', message: 'must be a key UUID' }]);
      const key = await deps.apiKeys.get(keyId);
      // Another workspace's key is answered as unknown, so a caller cannot probe key ids across workspaces.
      if (!key || key.workspace_id !== workspaceId) throw notFound(`API key ${keyId}`);
      return { key_id: key.id, permissions: [...key.permissions], revoked: key.revoked_at !== null, expires_at: key.expires_at ?? '' };
    },
  };
}
