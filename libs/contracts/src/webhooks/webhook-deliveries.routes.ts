import { defineRoute } from '../http/route-contract';
import { dataEnvelope, idParams, pageEnvelope } from '../http/schemas';
import { webhookDeliveryLogRecord, webhookDeliveryParams, webhookLogListQuery, webhookReplayBody, webhookReplayJob, webhookReplayParams, webhookRetryResult } from './webhook.schemas';
import { WEBHOOK_EXAMPLE_ID } from './webhooks.routes';

const DELIVERY_ID = '7a4c2e9b-1d6f-5b3a-8e0c-4f2d9a7b6c15';

const REPLAY_EXAMPLE = {
  id: '5e1b7c3a-9d2f-4a6e-8b0c-3f7a1d9e2b64',
  webhook_id: WEBHOOK_EXAMPLE_ID,
  status: 'completed' as const,
  since: '2026-11-24T08:00:00.000Z',
  until: '2026-11-24T10:00:00.000Z',
  total: 12,
  replayed: 12,
  error: null,
  created_at: '2026-11-24T10:05:00.000Z',
  started_at: '2026-11-24T10:05:00.120Z',
  finished_at: '2026-11-24T10:05:01.480Z',
};

export const webhookDeliveryRoutes = {
  listWebhookLogs: defineRoute({
    operationId: 'listWebhookLogs',
    method: 'GET',
    path: '/v1/webhooks/{id}/logs',
    tag: 'Webhooks',
    summary: 'List delivery attempts',
    description:
      'One entry per HTTP attempt, newest first. A delivery is attempted at once, then after 30 s, 2 min, 10 min, 1 h and 6 h, and is failed after the sixth failure; every attempt is logged.',
    service: 'webhook-dispatcher',
    rpc: 'ListWebhookLogs',
    permission: 'read:webhooks',
    resourceType: 'webhooks',
    params: idParams,
    query: webhookLogListQuery,
    responses: { 200: pageEnvelope(webhookDeliveryLogRecord) },
    errors: ['not_found'],
    example: {
      response: {
        data: [
          {
            id: 'c3e8a1f5-7b2d-4e9c-a6f0-1d5b8c3e7a29',
            delivery_id: DELIVERY_ID,
            event: 'contact.created',
            attempt: 2,
            status: 'failed',
            status_code: 503,
            duration_ms: 184,
            error: 'http_status: 503',
            response_excerpt: 'Service Unavailable',
            created_at: '2026-11-24T09:30:30.412Z',
            next_attempt_at: '2026-11-24T09:32:31.020Z',
          },
        ],
        meta: { page: 1, per_page: 25, total: 1 },
      },
    },
  }),
  retryWebhookDelivery: defineRoute({
    operationId: 'retryWebhookDelivery',
    method: 'POST',
    path: '/v1/webhooks/{id}/deliveries/{delivery_id}/retry',
    tag: 'Webhooks',
    summary: 'Retry a delivery',
    description:
      'Queues one extra attempt of the delivery (numbered after its last one); it schedules no further attempts of its own. Takes no body. Refused with 400 validation_error while the webhook is disabled.',
    service: 'webhook-dispatcher',
    rpc: 'RetryDelivery',
    permission: 'write:webhooks',
    resourceType: 'webhooks',
    params: webhookDeliveryParams,
    responses: { 200: dataEnvelope(webhookRetryResult) },
    errors: ['not_found'],
    example: { response: { data: { delivery_id: DELIVERY_ID, webhook_id: WEBHOOK_EXAMPLE_ID, event: 'contact.created', status: 'queued' } } },
  }),
  replayWebhook: defineRoute({
    operationId: 'replayWebhook',
    method: 'POST',
    path: '/v1/webhooks/{id}/replay',
    tag: 'Webhooks',
    summary: 'Replay past events',
    description:
      'Queues a replay job (202) that sends again, as new deliveries, the archived events of the window that the webhook subscribes to; follow it with GET /v1/webhooks/{id}/replays/{replay_id}. ' +
      'The job runs in the background in batches, resumes where it stopped after a restart, and takes its turn with the other replays. ' +
      'Events are archived for 30 days; a window holding more than 10,000 events is refused (replay it in smaller windows), and so is a disabled webhook (400 validation_error).',
    service: 'webhook-dispatcher',
    rpc: 'ReplayWebhook',
    permission: 'write:webhooks',
    resourceType: 'webhooks',
    params: idParams,
    body: webhookReplayBody,
    responses: { 202: dataEnvelope(webhookReplayJob) },
    errors: ['not_found'],
    example: {
      body: { since: '2026-11-24T08:00:00Z', until: '2026-11-24T10:00:00Z' },
      response: { data: { ...REPLAY_EXAMPLE, status: 'queued', replayed: 0, started_at: null, finished_at: null } },
    },
  }),
  getWebhookReplay: defineRoute({
    operationId: 'getWebhookReplay',
    method: 'GET',
    path: '/v1/webhooks/{id}/replays/{replay_id}',
    tag: 'Webhooks',
    summary: 'Get a replay job',
    description: '`queued -> running -> completed | failed`, with the events counted and sent so far, timings and, for a failed replay, why.',
    service: 'webhook-dispatcher',
    rpc: 'GetReplay',
    permission: 'read:webhooks',
    resourceType: 'webhooks',
    params: webhookReplayParams,
    responses: { 200: dataEnvelope(webhookReplayJob) },
    errors: ['not_found'],
    example: { response: { data: REPLAY_EXAMPLE } },
  }),
};
