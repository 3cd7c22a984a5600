import { defineRoute } from '../http/route-contract';
import { dataEnvelope, deletedRecord, idParams, pageEnvelope } from '../http/schemas';
import { webhookCreateBody, webhookListQuery, webhookRecord, webhookUpdateBody, webhookWithSecret } from './webhook.schemas';

export const WEBHOOK_EXAMPLE_ID = '2d7f9c41-8a3e-4b6d-9f1c-5e0a7b3d2c18';

const webhook = {
  id: WEBHOOK_EXAMPLE_ID,
  url: 'https://intake.hartleyfinch.example/hooks/crm',
  events: ['contact.created', 'deal.updated'],
  description: 'Matter intake sync',
  enabled: true,
  disabled_reason: null,
  created_at: '2026-11-24T09:30:00.000Z',
  updated_at: '2026-11-24T09:30:00.000Z',
};

export const webhookRoutes = {
  createWebhook: defineRoute({
    operationId: 'createWebhook',
    method: 'POST',
    path: '/v1/webhooks',
    tag: 'Webhooks',
    summary: 'Register a webhook',
    description:
      'Events of the types named are POSTed to the URL, signed with the secret this answer shows once. The URL must be https, without credentials, and resolve only to public addresses (checked again at every delivery); otherwise 400 invalid_url. Repeated event names are kept once; `*` with other names is just `*`. The key must also hold the read permission of each named event\'s resource (`contact.*` read:contacts, `deal.*` deals:read, `campaign.*` campaigns:read, ...; GET /v1/webhooks/event-types lists the types), else 403 insufficient_permissions naming it. The webhook receives events only while the key that last saved it could read them, so `*` means every event that key may read. ' +
      'A workspace holds at most 100 live webhooks (deleted ones do not count); one more is refused with 409 `quota_exceeded` (`details.limit`).',
    service: 'webhook-dispatcher',
    rpc: 'CreateWebhook',
    permission: 'write:webhooks',
    resourceType: 'webhooks',
    body: webhookCreateBody,
    responses: { 201: dataEnvelope(webhookWithSecret) },
    errors: ['invalid_url', 'quota_exceeded'],
    example: {
      body: { url: webhook.url, events: webhook.events, description: webhook.description },
      response: { data: { ...webhook, secret: 'whsec_3qT9vVn0cJrXK1yF7mZp2LwQe8sHdB4uA6gR5oNtYiE' } },
    },
  }),
  listWebhooks: defineRoute({
    operationId: 'listWebhooks',
    method: 'GET',
    path: '/v1/webhooks',
    tag: 'Webhooks',
    summary: 'List webhooks',
    description: 'Newest first; deleted webhooks are not listed.',
    service: 'webhook-dispatcher',
    rpc: 'ListWebhooks',
    permission: 'read:webhooks',
    resourceType: 'webhooks',
    query: webhookListQuery,
    responses: { 200: pageEnvelope(webhookRecord) },
    errors: [],
    example: { response: { data: [webhook], meta: { page: 1, per_page: 25, total: 1 } } },
  }),
  getWebhook: defineRoute({
    operationId: 'getWebhook',
    method: 'GET',
    path: '/v1/webhooks/{id}',
    tag: 'Webhooks',
    summary: 'Get a webhook',
    description: 'Never shows the secret.',
    service: 'webhook-dispatcher',
    rpc: 'GetWebhook',
    permission: 'read:webhooks',
    resourceType: 'webhooks',
    params: idParams,
    responses: { 200: dataEnvelope(webhookRecord) },
    errors: ['not_found'],
    example: { response: { data: webhook } },
  }),
  updateWebhook: defineRoute({
    operationId: 'updateWebhook',
    method: 'PATCH',
    path: '/v1/webhooks/{id}',
    tag: 'Webhooks',
    summary: 'Update a webhook',
    description:
      'Only the fields sent change; at least one is needed. A new URL is checked as on registration (400 invalid_url). `enabled: true` resumes deliveries of a disabled endpoint. The secret cannot be changed: delete and recreate the webhook to rotate it. Saving makes this key the one whose read permissions the deliveries follow, so it must be able to read every event the webhook subscribes to (403 insufficient_permissions otherwise).',
    service: 'webhook-dispatcher',
    rpc: 'UpdateWebhook',
    permission: 'write:webhooks',
    resourceType: 'webhooks',
    params: idParams,
    body: webhookUpdateBody,
    responses: { 200: dataEnvelope(webhookRecord) },
    errors: ['not_found', 'invalid_url'],
    example: {
      body: { events: ['*'], enabled: false },
      response: { data: { ...webhook, events: ['*'], enabled: false, updated_at: '2026-11-25T14:00:00.000Z' } },
    },
  }),
  deleteWebhook: defineRoute({
    operationId: 'deleteWebhook',
    method: 'DELETE',
    path: '/v1/webhooks/{id}',
    tag: 'Webhooks',
    summary: 'Delete a webhook',
    description: 'Deliveries still queued for it stop; its logs are no longer readable.',
    service: 'webhook-dispatcher',
    rpc: 'DeleteWebhook',
    permission: 'write:webhooks',
    resourceType: 'webhooks',
    params: idParams,
    responses: { 200: dataEnvelope(deletedRecord) },
    errors: ['not_found'],
    example: { response: { data: { id: WEBHOOK_EXAMPLE_ID, deleted: true } } },
  }),
};
