import { decodeApiRequest, type ApiReply } from '@wbk/rpc';
import { renderAuditEntry } from '../domain/audit-entry';
import { parseAuditQuery } from '../domain/audit-query';
import { contextWorkspace, type HandlerDeps } from './handler-deps';
import { readReply } from './messages';

/** GET /v1/audit-logs; the gateway has already required an admin key (403 admin_key_required). */
export function auditLogHandlers(deps: HandlerDeps) {
  return {
    async ListAuditLogs(raw: unknown): Promise<ApiReply> {
      const call = decodeApiRequest(raw);
      const query = parseAuditQuery(call.query);
      const workspace = await contextWorkspace(deps, call.workspaceId);
      const { entries, total } = await deps.auditLogs.list(workspace.id, query);
      return readReply({ logs: entries.map(renderAuditEntry) }, 'audit_logs', '', { page: query.page, per_page: query.perPage, total });
    },
  };
}
