import { webhookEventTypes, type WebhookEventTypeRecord } from '@wbk/contracts';
import { decodeApiRequest, rejectUnknownQuery, reply, type ApiReply } from '@wbk/rpc';

type Handler = (request: unknown) => Promise<ApiReply>;

/**
 * GET /v1/webhooks/event-types: the public event types with their JSON
 * Schemas, generated once from the catalog (EVENT_PAYLOADS) when the service
 * starts, so the answer is the same for every workspace and call.
 */
export function createEventTypesHandlers(): Record<'ListEventTypes', Handler> {
  const types: WebhookEventTypeRecord[] = webhookEventTypes();
  return {
    async ListEventTypes(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      return reply(types);
    },
  };
}
