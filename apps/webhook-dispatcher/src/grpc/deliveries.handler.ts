import type { WebhookReplayRecord, WebhookRetryRecord } from '@wbk/contracts';
import { AppError, newId, validationError, type Clock } from '@wbk/platform';
import { receivesEvent } from '../domain/event-match';
import { parseLogQuery } from '../domain/log-query';
import { parseReplayWindow } from '../domain/replay-window';
import { bodyError } from '../domain/zod-issues';
import type { DeliveryEnqueuer } from '../events/delivery-enqueuer';
import type { AttemptRepository } from '../store/attempt.repository';
import type { DeliveryRepository } from '../store/delivery.repository';
import { MAX_REPLAY_EVENTS, type EventArchiveRepository } from '../store/event-archive.repository';
import type { WebhookRepository } from '../store/webhook.repository';
import { decodeApiRequest, parseBodyJson, rejectUnknownQuery, reply, type ApiCall } from '@wbk/rpc';
import { audit, pathId, webhookNotFound, type Handler } from './webhooks.handler';

export interface DeliveriesHandlerDeps {
  webhooks: WebhookRepository;
  deliveries: DeliveryRepository;
  attempts: AttemptRepository;
  archive: EventArchiveRepository;
  enqueuer: Pick<DeliveryEnqueuer, 'deliver' | 'enqueueManual'>;
  clock: Clock;
  /** WEBHOOK_ARCHIVE_DAYS in ms: the oldest instant a replay can reach. */
  archiveRetentionMs: number;
  newId?: () => string;
}

function deliveryNotFound(): AppError {
  return new AppError('not_found', 'Delivery not found for this webhook');
}

function endpointDisabled(): AppError {
  return validationError([{ field: 'enabled', message: 'the webhook is disabled; enable it (PATCH enabled=true) before sending to it' }]);
}

export function createDeliveriesHandlers(deps: DeliveriesHandlerDeps): Record<'ListWebhookLogs' | 'RetryDelivery' | 'ReplayWebhook', Handler> {
  const makeId = deps.newId ?? newId;

  async function live(call: ApiCall) {
    const webhook = await deps.webhooks.findLive(call.workspaceId, pathId(call, 'id', webhookNotFound));
    if (!webhook) throw webhookNotFound();
    return webhook;
  }

  return {
    async ListWebhookLogs(request) {
      const call = decodeApiRequest(request);
      const query = parseLogQuery(call.query);
      const webhook = await live(call);
      const { items, total } = await deps.attempts.list(
        call.workspaceId,
        webhook.id,
        {
          ...(query.deliveryId !== undefined ? { deliveryId: query.deliveryId } : {}),
          ...(query.event !== undefined ? { event: query.event } : {}),
          ...(query.status !== undefined ? { status: query.status } : {}),
        },
        query.skip,
        query.perPage,
      );
      return reply(items, { meta: { page: query.page, per_page: query.perPage, total }, has_meta: true, audit: audit('api_access', webhook.id) });
    },

    async RetryDelivery(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const body = parseBodyJson(call.bodyJson);
      if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body) || Object.keys(body).length > 0)) {
        throw bodyError('takes no body');
      }
      const webhook = await live(call);
      const deliveryId = pathId(call, 'delivery_id', deliveryNotFound);
      const delivery = await deps.deliveries.findForWebhook(call.workspaceId, webhook.id, deliveryId);
      if (!delivery) throw deliveryNotFound();
      if (!webhook.enabled) throw endpointDisabled();
      await deps.enqueuer.enqueueManual(delivery);
      const queued: WebhookRetryRecord = { delivery_id: delivery._id, webhook_id: webhook.id, event: delivery.event, status: 'queued' };
      return reply(queued, { audit: audit('update', webhook.id) });
    },

    async ReplayWebhook(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const window = parseReplayWindow(parseBodyJson(call.bodyJson), deps.clock.now(), deps.archiveRetentionMs);
      const webhook = await live(call);
      if (!webhook.enabled) throw endpointDisabled();
      const subscribed = webhook.events.includes('*') ? null : webhook.events;
      const events = await deps.archive.inWindow(call.workspaceId, window.since, window.until, subscribed, MAX_REPLAY_EVENTS);
      if (events.length > MAX_REPLAY_EVENTS) {
        throw validationError([{ field: 'until', message: `the window holds more than ${MAX_REPLAY_EVENTS} events; replay it in smaller windows` }]);
      }
      // Each replay is new: its deliveries get their own ids even for events delivered before.
      const replayId = makeId();
      let replayed = 0;
      for (const event of events) {
        if (!receivesEvent(webhook, event.event)) continue;
        await deps.enqueuer.deliver(call.workspaceId, webhook, event, `${event.id}:replay:${replayId}`);
        replayed += 1;
      }
      const result: WebhookReplayRecord = { replayed };
      return reply(result, { audit: audit('update', webhook.id) });
    },
  };
}
