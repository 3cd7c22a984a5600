import type { WebhooksRpc } from '@wbk/contracts';
import { validationError, type FieldIssue } from '@wbk/platform';
import type { RpcHandlers } from '@wbk/rpc';
import { SendOneOff, type SendOneOffDeps } from '../app/send-one-off.use-case';

/** SendOneOff: the workflow engine's `webhook` action (the flow is SendOneOff's); this decodes and checks its request. */
export type OneOffHandlerDeps = SendOneOffDeps;

const MAX_KEY_LENGTH = 200;
const MAX_EVENT_LENGTH = 100;

function parsePayload(json: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function createOneOffHandlers(deps: OneOffHandlerDeps): Pick<RpcHandlers<WebhooksRpc>, 'SendOneOff'> {
  const sendOneOff = new SendOneOff(deps);
  return {
    async SendOneOff(input) {
      const issues: FieldIssue[] = [];
      if (input.workspace_id === '') issues.push({ field: 'workspace_id', message: 'is required' });
      if (input.url === '') issues.push({ field: 'url', message: 'is required' });
      if (input.event_name === '' || input.event_name.length > MAX_EVENT_LENGTH) {
        issues.push({ field: 'event_name', message: `must be 1 to ${MAX_EVENT_LENGTH} characters` });
      }
      if (input.idempotency_key === '' || input.idempotency_key.length > MAX_KEY_LENGTH) {
        issues.push({ field: 'idempotency_key', message: `must be 1 to ${MAX_KEY_LENGTH} characters` });
      }
      const payload = parsePayload(input.payload_json);
      if (payload === null) issues.push({ field: 'payload_json', message: 'must be a JSON object' });
      if (issues.length > 0 || payload === null) throw validationError(issues);
      return sendOneOff.execute({ workspaceId: input.workspace_id, url: input.url, eventName: input.event_name, payload, idempotencyKey: input.idempotency_key, secret: input.secret });
    },
  };
}
