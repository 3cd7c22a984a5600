import { createHash } from 'node:crypto';

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
  const hex = createHash('sha256').update(`${webhookId}\n${eventKey}`).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
