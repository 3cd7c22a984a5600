import { derivedUuid } from '@wbk/platform';

/** What a receiver gets (the public event envelope), in this key order. */
export interface DeliveryEnvelopeInput {
  event: string;
  deliveryId: string;
  occurredAt: string;
  workspaceId: string;
  data: Record<string, unknown>;
}

/**
 * Serialized once per delivery and stored, so every retry sends (and signs)
 * byte-identical bodies.
 */
export function renderDeliveryBody(input: DeliveryEnvelopeInput): string {
  return JSON.stringify({
    event: input.event,
    delivery_id: input.deliveryId,
    occurred_at: input.occurredAt,
    workspace_id: input.workspaceId,
    data: input.data,
  });
}

/**
 * A UUID derived from (webhook, event key): a redelivered event maps to the
 * same delivery, so fan-out is exactly once per webhook and event. Shaped as
 * a name-based (version 5 style) UUID so receivers see a valid UUID.
 */
export function deliveryIdFor(webhookId: string, eventKey: string): string {
  return derivedUuid(`${webhookId}\n${eventKey}`, 'sha256');
}
