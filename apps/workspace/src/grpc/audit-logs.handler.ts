import type { WorkspaceRpc } from '@wbk/contracts';
import { decodeApiRequest, type RpcHandlers } from '@wbk/rpc';
import { renderAuditEntry } from '../domain/audit-entry';
import { parseAuditQuery } from '../domain/audit-query';
import { ListAuditLogs } from '../app/list-audit-logs.use-case';
import type { WorkspaceDeps } from '../app/workspace-deps';
import { readReply } from './replies';

/** GET /v1/audit-logs; the gateway has already required an admin key (403 admin_key_required). */
export function auditLogHandlers(deps: WorkspaceDeps): Pick<RpcHandlers<WorkspaceRpc>, 'ListAuditLogs'> {
  const listAuditLogs = new ListAuditLogs(deps);
  return {
    async ListAuditLogs(request) {
      const call = decodeApiRequest(request);
      const query = parseAuditQuery(call.query);
      const { entries, total } = await listAuditLogs.execute(call.workspaceId, query);
      return readReply({ logs: entries.map(renderAuditEntry) }, 'audit_logs', '', { page: query.page, per_page: query.perPage, total });
    },
  };
}
