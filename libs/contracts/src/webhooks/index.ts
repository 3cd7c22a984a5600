// Webhook routes and records.
// Webhooks
export {
  ALL_WEBHOOK_EVENTS,
  WEBHOOK_ATTEMPT_STATUSES,
  WEBHOOK_LIMITS,
  WEBHOOK_PAGE_LIMITS,
  WEBHOOK_READ_ONLY_FIELDS,
  WEBHOOK_SUBSCRIPTIONS,
  WEBHOOK_UPDATABLE_FIELDS,
  webhookCreateBody,
  webhookDeliveryLogRecord,
  webhookDeliveryParams,
  webhookListQuery,
  webhookLogListQuery,
  webhookRecord,
  webhookRecordShape,
  webhookReplayBody,
  webhookReplayJob,
  webhookReplayParams,
  WEBHOOK_REPLAY_STATUSES,
  webhookRetryResult,
  webhookUpdateBody,
  webhookWithSecret,
  type WebhookCreateInput,
  type WebhookDeliveryLogRecord,
  type WebhookLogListQuery,
  type WebhookRecord,
  type WebhookReplayInput,
  type WebhookReplayJobRecord,
  type WebhookReplayStatus,
  type WebhookRetryRecord,
  type WebhookSubscription,
  type WebhookUpdateInput,
  type WebhookWithSecretRecord,
} from './webhook.schemas';
export { webhookRoutes } from './webhooks.routes';
export { webhookDeliveryRoutes } from './webhook-deliveries.routes';
export { webhookEventTypeRoutes } from './webhook-event-types.routes';
