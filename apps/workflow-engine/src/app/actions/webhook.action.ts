import { z } from 'zod';
import { failureOf, invalidAction } from '../../domain/action-failure';
import type { ActionContext, ActionOutcome } from '../../domain/workflow-action';
import type { WebhooksActionsClient } from '../../peers/webhooks-actions.client';

export const WORKFLOW_ACTION_EVENT = 'workflow.action';

/** `secret` is optional: without it the dispatcher signs with the workspace's workflow signing secret. */
const configSchema = z.object({ url: z.string().min(1), secret: z.string().min(1).optional() });

/**
 * webhook -> the dispatcher's SendOneOff: one signed attempt under the same
 * SSRF rules as subscribed webhooks. The run id is the idempotency key: once
 * delivered, a retried or redelivered run never sends again; after a failed
 * attempt the engine's retry is a new attempt with the same delivery id.
 */
export async function sendWebhook(dispatcher: Pick<WebhooksActionsClient, 'sendOneOff'>, config: Record<string, unknown>, context: ActionContext): Promise<ActionOutcome> {
  const parsed = configSchema.safeParse(config);
  if (!parsed.success) return invalidAction('webhook: action_config must hold url');
  const payload = { workflow_id: context.workflowId, run_id: context.runId, trigger: context.trigger, entity: context.entity };
  try {
    const reply = await dispatcher.sendOneOff({
      workspace_id: context.workspaceId,
      url: parsed.data.url,
      event_name: WORKFLOW_ACTION_EVENT,
      payload_json: JSON.stringify(payload),
      idempotency_key: context.runId,
      secret: parsed.data.secret ?? '',
    });
    if (reply.ok) return { ok: true, result: { delivery_id: reply.delivery_id, status_code: reply.status_code } };
    return { ok: false, error: `webhook: delivery ${reply.delivery_id} failed: ${reply.error}`, retryable: reply.retryable };
  } catch (err) {
    return failureOf(err, 'webhook');
  }
}
