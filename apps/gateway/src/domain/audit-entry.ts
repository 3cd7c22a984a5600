import type { AuditEntry } from '@wbk/contracts';

/**
 * The audit record of one authenticated API call (the payload of
 * internal.audit.recorded). What the upstream said about the change wins when
 * it answered 2xx; otherwise the call is recorded as api_access on the route's
 * resource.
 */

export interface UpstreamAudit {
  action: string;
  resource_type: string;
  resource_id: string;
  diff_json: string;
}

export interface AuditInput {
  id: string;
  timestamp: string;
  method: string;
  path: string;
  requestId: string;
  statusCode: number;
  apiKeyId: string;
  resourceType: string;
  resourceId: string | null;
  upstream: UpstreamAudit | null;
  ipAddress: string;
  userAgent: string;
}

const ACTIONS = ['create', 'update', 'delete', 'login', 'api_access'] as const;
type AuditAction = (typeof ACTIONS)[number];

function asAction(value: string): AuditAction {
  return (ACTIONS as readonly string[]).includes(value) ? (value as AuditAction) : 'api_access';
}

function parseDiff(diffJson: string): Record<string, unknown> | undefined {
  if (diffJson === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(diffJson);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function buildAuditEntry(input: AuditInput): AuditEntry {
  const succeeded = input.statusCode >= 200 && input.statusCode < 300;
  const upstream = succeeded ? input.upstream : null;
  const diff = upstream === null ? undefined : parseDiff(upstream.diff_json);
  return {
    id: input.id,
    timestamp: input.timestamp,
    user: { id: null, email: null, type: 'api_key' },
    action: upstream === null || upstream.action === '' ? 'api_access' : asAction(upstream.action),
    resource_type: upstream?.resource_type || input.resourceType,
    resource_id: upstream?.resource_id || input.resourceId,
    details: {
      method: input.method,
      path: input.path,
      request_id: input.requestId,
      status_code: input.statusCode,
      api_key_id: input.apiKeyId,
      ...(diff === undefined ? {} : { diff }),
    },
    ip_address: input.ipAddress,
    user_agent: input.userAgent,
    api_key_id: input.apiKeyId,
  };
}
