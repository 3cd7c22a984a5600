import { z } from 'zod';
import { EVENT_DOCS } from '../events/event-catalog';
import { webhookEventTypeRecord } from '../events/webhook-event-types';
import { defineRoute } from '../http/route-contract';
import { dataEnvelope } from '../http/schemas';

/** A shortened schema for the example: the answer carries each type's whole schema, `$defs` included. */
const exampleSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  description: EVENT_DOCS['list.contacts_added'].description,
  type: 'object',
  properties: {
    event: { type: 'string', const: 'list.contacts_added' },
    delivery_id: { type: 'string', format: 'uuid' },
    occurred_at: { type: 'string', format: 'date-time' },
    workspace_id: { type: 'string' },
    data: {
      type: 'object',
      properties: {
        list_id: { type: 'string', format: 'uuid' },
        contact_ids: { type: 'array', items: { type: 'string', format: 'uuid' } },
        count: { type: 'integer', minimum: 0 },
      },
      required: ['list_id', 'contact_ids', 'count'],
      additionalProperties: false,
    },
  },
  required: ['event', 'delivery_id', 'occurred_at', 'workspace_id', 'data'],
  additionalProperties: false,
};

export const webhookEventTypeRoutes = {
  listWebhookEventTypes: defineRoute({
    operationId: 'listWebhookEventTypes',
    method: 'GET',
    path: '/v1/webhooks/event-types',
    tag: 'Webhooks',
    summary: 'List the event types',
    description:
      'Every event type a webhook can subscribe to (the `events` of POST /v1/webhooks), in catalog order: its group, what emits it, and the JSON Schema (draft 2020-12) of the whole body a webhook receives for it, `data` included. The same bodies are described under `webhooks` in this document. Not paginated; no parameters.',
    service: 'webhook-dispatcher',
    rpc: 'ListEventTypes',
    permission: 'read:webhooks',
    resourceType: 'webhooks',
    responses: { 200: dataEnvelope(z.array(webhookEventTypeRecord)) },
    errors: [],
    example: {
      response: {
        data: [{ type: 'list.contacts_added', group: 'Lists', description: EVENT_DOCS['list.contacts_added'].description, schema: exampleSchema }],
      },
    },
  }),
};
