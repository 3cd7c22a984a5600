import { newEvent } from '@wbk/bus';
import type { EventEnvelope } from '@wbk/contracts';
import type { Clock } from '@wbk/platform';
import type { WebhookState } from '../domain/webhook';

/** Tells the workspace (its other webhooks) that an endpoint was disabled after failing too long. */
export function endpointDisabled(workspaceId: string, webhook: WebhookState, reason: string, clock: Clock): EventEnvelope {
  return newEvent({
    type: 'webhook.endpoint_disabled',
    workspaceId,
    clock,
    data: { webhook: { id: webhook.id, url: webhook.url, disabled_reason: reason, failing_since: webhook.failing_since } },
  });
}
