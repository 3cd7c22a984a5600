import type { ActionContext } from './action-executor.port';

/** wbk.common.v1.ApiRequest as the CRM decodes it (proto-loader keepCase). */
export interface CrmApiRequest {
  context: {
    workspace_id: string;
    request_id: string;
    api_key_id: string;
    user_id: string;
    idempotency_key: string;
    causation_root_id: string;
    causation_depth: number;
    causation_workflow_id: string;
  };
  path: Record<string, string>;
  query: Record<string, string>;
  body_json: string;
}

/**
 * A workflow action's call into the CRM as if through the gateway, minus a key:
 * the run id is the request id and idempotency key, and the trigger's causation
 * travels along so the CRM emits its change event with depth + 1 and this
 * workflow's id (loop safety, issue 5).
 */
export function crmRequest(context: ActionContext, path: Record<string, string>, body: Record<string, unknown>): CrmApiRequest {
  return {
    context: {
      workspace_id: context.workspaceId,
      request_id: context.runId,
      api_key_id: '',
      user_id: '',
      idempotency_key: context.runId,
      causation_root_id: context.trigger.causation.root_id,
      causation_depth: context.trigger.causation.depth,
      causation_workflow_id: context.workflowId,
    },
    path,
    query: {},
    body_json: JSON.stringify(body),
  };
}

/** The `data` of an ApiReply, or {} when it is not a JSON object. */
export function replyData(reply: unknown): Record<string, unknown> {
  const json = typeof reply === 'object' && reply !== null ? (reply as { data_json?: unknown }).data_json : undefined;
  if (typeof json !== 'string') return {};
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The triggering entity's id (the change events carry the public record, `id` included). */
export function entityId(entity: Record<string, unknown>): string | null {
  const id = entity['id'];
  return typeof id === 'string' && id !== '' ? id : null;
}
