import type { CallMeta } from '@wbk/rpc';
import { type Clock, type Logger, notFound, isUuid, validationError } from '@wbk/platform';
import { systemAuditEntry, type SystemAuditInput } from '../domain/audit-entry';
import type { Workspace } from '../domain/workspace';
import type { RevocationNotice } from '../events/workspace-changes.publisher';
import type { ApiKeyRepository } from '../store/api-key.repository';
import type { AuditLogRepository } from '../store/audit-log.repository';
import type { CreditRepository } from '../store/credit.repository';
import type { ProviderRepository } from '../store/provider.repository';
import type { UserRepository } from '../store/user.repository';
import type { WorkspaceRepository } from '../store/workspace.repository';

/** What the gateways must hear about; the NATS publisher in production, a recorder in tests. */
export interface ChangeNotifier {
  keyRevoked(notice: RevocationNotice): Promise<number>;
  workspaceChanged(workspaceId: string): void;
}

export interface HandlerDeps {
  workspaces: WorkspaceRepository;
  apiKeys: ApiKeyRepository;
  users: UserRepository;
  providers: ProviderRepository;
  auditLogs: AuditLogRepository;
  notifier: ChangeNotifier;
  clock: Clock;
  newId: () => string;
  logger: Logger;
  auditLogDays: number;
  credits: CreditRepository;
  /** How long a credit hold lasts before the sweeper gives it back. */
  creditHoldSeconds: number;
}

/** The workspace an admin call names: 400 when the id is not a UUID, 404 when there is no such workspace. */
export async function requireWorkspace(deps: HandlerDeps, workspaceId: string, field = 'workspace_id'): Promise<Workspace> {
  if (!isUuid(workspaceId)) throw validationError([{ field, message: 'must be a workspace UUID' }]);
  const workspace = await deps.workspaces.get(workspaceId);
  if (!workspace) throw notFound(`Workspace ${workspaceId}`);
  return workspace;
}

/** The caller's own workspace on a public call (context.workspace_id is set by the gateway and trusted). */
export async function contextWorkspace(deps: HandlerDeps, workspaceId: string): Promise<Workspace> {
  const workspace = workspaceId ? await deps.workspaces.get(workspaceId) : null;
  if (!workspace) throw notFound('Workspace');
  return workspace;
}

export async function recordAdminAction(
  deps: HandlerDeps,
  meta: CallMeta | undefined,
  input: Omit<SystemAuditInput, 'id' | 'timestamp' | 'userAgent'>,
): Promise<void> {
  const agent = meta?.metadata.get('user-agent')[0];
  await deps.auditLogs.insert(
    systemAuditEntry({ ...input, id: deps.newId(), timestamp: deps.clock.now(), userAgent: typeof agent === 'string' ? agent : 'admin' }),
  );
}
