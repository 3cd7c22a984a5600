import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { EVENT_DOCS, WEBHOOK_EVENTS, type WebhookEvent } from '../events/event-catalog';
import { EVENT_EXAMPLES } from '../events/event-examples';
import { WEBHOOK_EVENT_BODIES } from '../events/webhook-event-types';

/** What every delivery carries besides its body (the signature and ids a receiver checks before trusting it). */
const deliveryHeaders = z.strictObject({
  'X-Service-Signature': z
    .string()
    .regex(/^sha256=[0-9a-f]{64}$/)
    .meta({
      description: '`sha256=<hex>`: HMAC-SHA256 of the exact raw body with the webhook signing secret. Compute it over the bytes received and compare in constant time.',
      example: 'sha256=5f8c3a1e9b7d2c4a6e8f0b1d3c5e7a9b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a1c',
    }),
  'X-Service-Timestamp': z.string().meta({ format: 'date-time', description: 'When this attempt was made; reject one older than 5 minutes.', example: '2026-11-24T09:30:00.412Z' }),
  'X-Service-Delivery-ID': z
    .string()
    .meta({ format: 'uuid', description: 'The delivery, the same on every retry (also `delivery_id` in the body): deduplicate on it.', example: '7a4c2e9b-1d6f-5b3a-8e0c-4f2d9a7b6c15' }),
  'User-Agent': z.literal('Service-Webhook/1.0'),
});

/** `list.contacts_added` -> `onListContactsAdded`. */
function operationIdOf(type: WebhookEvent): string {
  return `on${type
    .split(/[._]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}`;
}

const ANSWER = {
  '2XX': { description: 'Received. Answer within 10 seconds; the body of the answer is ignored.' },
  '4XX': { description: 'A failed attempt, like any non-2xx answer or no answer within 10 seconds: retried after 30 s, 2 min, 10 min, 1 h and 6 h, then the delivery is `failed`.' },
  '5XX': { description: 'A failed attempt, retried as above.' },
};

/**
 * One OpenAPI 3.1 webhook per public event type: what this API POSTs to a
 * registered URL, with the body schema the catalog declares (the same schema
 * GET /v1/webhooks/event-types answers as JSON Schema).
 */
export function registerEventWebhooks(registry: OpenAPIRegistry): void {
  for (const type of WEBHOOK_EVENTS) {
    const body = WEBHOOK_EVENT_BODIES[type];
    const example = {
      event: type,
      delivery_id: '7a4c2e9b-1d6f-5b3a-8e0c-4f2d9a7b6c15',
      occurred_at: '2026-11-24T09:30:00.000Z',
      workspace_id: '3c9a7e52-1f4b-4d8a-9b6e-2a7c5d1e8f40',
      data: EVENT_EXAMPLES[type],
    };
    registry.registerWebhook({
      method: 'post',
      path: type,
      operationId: operationIdOf(type),
      tags: ['Webhooks'],
      summary: type,
      description: `${EVENT_DOCS[type].description}\n\nDelivered to every enabled webhook subscribed to \`${type}\` or \`*\`, signed with its secret.`,
      security: [],
      request: {
        headers: deliveryHeaders,
        body: { required: true, content: { 'application/json': { schema: body, example } } },
      },
      responses: ANSWER,
    });
  }
}
