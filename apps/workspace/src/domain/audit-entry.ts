import type { AuditEntry, AuditLogEntryRecord } from '@wbk/contracts';

/**
 * Who made a change that did not come through the gateway: the dashboard and
 * the CLI call the admin RPCs on the cluster network with no key and no
 * signed-in human, so such entries say `type: "system"` (docs/decisions.md).
 */
export type AuditUserType = AuditEntry['user']['type'] | 'system';

/** `ip_address` is null on system entries: no client address is known behind the admin RPCs. */
export interface StoredAuditEntry extends Omit<AuditEntry, 'user' | 'ip_address'> {
  workspace_id: string;
  user: { id: string | null; email: string | null; type: AuditUserType };
  ip_address: string | null;
}

/** The listAuditLogs operation's entry: exactly its fields (`auditLogEntryRecord` in libs/contracts). */
export function renderAuditEntry(entry: StoredAuditEntry): AuditLogEntryRecord {
  return {
    id: entry.id,
    timestamp: entry.timestamp,
    user: { id: entry.user.id, email: entry.user.email, type: entry.user.type },
    action: entry.action,
    resource_type: entry.resource_type,
    resource_id: entry.resource_id,
    details: entry.details,
    ip_address: entry.ip_address,
    user_agent: entry.user_agent,
  };
}

export interface SystemAuditInput {
  id: string;
  workspaceId: string;
  timestamp: Date;
  action: 'create' | 'update' | 'delete';
  resourceType: string;
  resourceId: string | null;
  details: Record<string, unknown>;
  /** The admin client's gRPC user-agent, so an entry tells the CLI from the dashboard. */
  userAgent: string;
}

/** An entry for a change made through the admin RPCs (dashboard / CLI). */
export function systemAuditEntry(input: SystemAuditInput): StoredAuditEntry {
  return {
    id: input.id,
    workspace_id: input.workspaceId,
    timestamp: input.timestamp.toISOString(),
    user: { id: null, email: null, type: 'system' },
    action: input.action,
    resource_type: input.resourceType,
    resource_id: input.resourceId,
    details: { source: 'admin', ...input.details },
    ip_address: null,
    user_agent: input.userAgent,
    api_key_id: null,
  };
}
