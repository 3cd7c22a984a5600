import { newEvent } from '@wbk/bus';
import type { EventOf } from '@wbk/contracts';
import type { Clock } from '@wbk/platform';
import { toWebhookView, type WebhookState } from '../domain/webhook';

/**
 * Tells the workspace (its other webhooks) that an endpoint was disabled after
 * failing too long. `webhook` is the record as GET /v1/webhooks/{id} reads it
 * after the disable; `failing_since` is not part of the record.
 */
export function endpointDisabled(workspaceId: string, disabled: WebhookState, failingSince: string, clock: Clock): EventOf<'webhook.endpoint_disabled'> {
  return newEvent({
    type: 'webhook.endpoint_disabled',
    workspaceId,
    clock,
    data: { webhook: toWebhookView(disabled), failing_since: failingSince },
  });
}
