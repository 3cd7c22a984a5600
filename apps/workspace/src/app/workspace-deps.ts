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

/** Everything the workspace service's use cases are built from (main wires one of these). */
export interface WorkspaceDeps {
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
export async function requireWorkspace(deps: Pick<WorkspaceDeps, 'workspaces'>, workspaceId: string, field = 'workspace_id'): Promise<Workspace> {
  if (!isUuid(workspaceId)) throw validationError([{ field, message: 'must be a workspace UUID' }]);
  const workspace = await deps.workspaces.get(workspaceId);
  if (!workspace) throw notFound(`Workspace ${workspaceId}`);
  return workspace;
}

/** The caller's own workspace on a public call (context.workspace_id is set by the gateway and trusted). */
export async function contextWorkspace(deps: Pick<WorkspaceDeps, 'workspaces'>, workspaceId: string): Promise<Workspace> {
  const workspace = workspaceId ? await deps.workspaces.get(workspaceId) : null;
  if (!workspace) throw notFound('Workspace');
  return workspace;
}

/** Who made an admin change: the user agent of the dashboard or CLI call ('admin' when it sent none). */
export interface AdminActor {
  userAgent: string;
}

/** An operator's change, in the workspace's audit log as a system entry. */
export async function recordAdminAction(
  deps: Pick<WorkspaceDeps, 'auditLogs' | 'newId' | 'clock'>,
  actor: AdminActor,
  input: Omit<SystemAuditInput, 'id' | 'timestamp' | 'userAgent'>,
): Promise<void> {
  await deps.auditLogs.insert(systemAuditEntry({ ...input, id: deps.newId(), timestamp: deps.clock.now(), userAgent: actor.userAgent }));
}
