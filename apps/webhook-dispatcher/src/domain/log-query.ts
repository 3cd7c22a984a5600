import { pageOf, parseQuery, WEBHOOK_PAGE_LIMITS, webhookListQuery, webhookLogListQuery, type WebhookDeliveryLogRecord } from '@wbk/contracts';

export interface LogQuery {
  page: number;
  perPage: number;
  skip: number;
  deliveryId?: string;
  event?: string;
  status?: WebhookDeliveryLogRecord['status'];
}

/** GET /v1/webhooks/{id}/logs, parsed with the route's declared query (libs/contracts). */
export function parseLogQuery(query: Record<string, string>): LogQuery {
  const parsed = parseQuery(webhookLogListQuery, query);
  return {
    ...pageOf(parsed, WEBHOOK_PAGE_LIMITS),
    ...(parsed.delivery_id !== undefined ? { deliveryId: parsed.delivery_id } : {}),
    ...(parsed.event !== undefined ? { event: parsed.event } : {}),
    ...(parsed.status !== undefined ? { status: parsed.status } : {}),
  };
}

/** GET /v1/webhooks. */
export function parseListQuery(query: Record<string, string>): { page: number; perPage: number; skip: number } {
  return pageOf(parseQuery(webhookListQuery, query), WEBHOOK_PAGE_LIMITS);
}
