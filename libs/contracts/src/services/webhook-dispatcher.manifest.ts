import { EVENTS_STREAM } from '../events/event-catalog';
import { WEBHOOKS_RPC } from '../rpc/webhooks.rpc';
import { webhookDeliveryRoutes } from '../webhooks/webhook-deliveries.routes';
import { webhookEventTypeRoutes } from '../webhooks/webhook-event-types.routes';
import { webhookRoutes } from '../webhooks/webhooks.routes';
import { routesOf, served, type ConsumerGrant, type ServiceManifest } from './manifest';

/** The webhook delivery jobs' work queue: the dispatcher enqueues, the dispatcher's and the workers' pulls take. */
export const WEBHOOK_JOBS_STREAM = 'WEBHOOK_JOBS';
export const WEBHOOK_WORKERS_CONSUMER: ConsumerGrant = { stream: WEBHOOK_JOBS_STREAM, durable: 'webhook-workers' };

export const WEBHOOK_DISPATCHER_MANIFEST: ServiceManifest = {
  name: 'webhook-dispatcher',
  routes: routesOf(webhookEventTypeRoutes, webhookRoutes, webhookDeliveryRoutes),
  // The delivery workers (webhook-worker pods) reach the data side over the same service.
  api: served(WEBHOOKS_RPC, { callers: ['gateway', 'workflow-engine', 'webhook-worker'] }),
  internal: [],
  calls: [],
  publishes: ['webhook.endpoint_disabled'],
  // Every public event, matched against the endpoints' subscriptions.
  consumes: [{ durable: 'webhook-fanout', stream: EVENTS_STREAM }],
  bus: { sharedStreams: 'create', streams: [WEBHOOK_JOBS_STREAM], publishes: ['webhook.jobs.>'], queues: [WEBHOOK_WORKERS_CONSUMER] },
};
