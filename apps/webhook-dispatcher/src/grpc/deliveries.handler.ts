import type { WebhookRetryRecord } from '@wbk/contracts';
import { AppError, bodyError, newId, validationError, type Clock } from '@wbk/platform';
import { ALL_EVENTS } from '../domain/event-match';
import { parseLogQuery } from '../domain/log-query';
import { toReplayJobView } from '../domain/replay-job';
import { parseReplayWindow } from '../domain/replay-window';
import type { DeliveryEnqueuer } from '../events/delivery-enqueuer';
import type { AttemptRepository } from '../store/attempt.repository';
import type { DeliveryRepository } from '../store/delivery.repository';
import type { EventArchiveRepository } from '../store/event-archive.repository';
import type { ReplayJobRepository } from '../store/replay-job.repository';
import type { WebhookRepository } from '../store/webhook.repository';
import { decodeApiRequest, parseBodyJson, rejectUnknownQuery, reply, type ApiCall } from '@wbk/rpc';
import { audit, pathId, webhookNotFound, type Handler } from './webhooks.handler';

export interface DeliveriesHandlerDeps {
  webhooks: WebhookRepository;
  deliveries: DeliveryRepository;
  attempts: AttemptRepository;
  archive: EventArchiveRepository;
  enqueuer: Pick<DeliveryEnqueuer, 'enqueueManual'>;
  replays: ReplayJobRepository;
  /** ReplayRunnerJob.kick: a queued replay starts now rather than at the runner's next tick. */
  replayQueued: () => void;
  clock: Clock;
  /** WEBHOOK_ARCHIVE_DAYS in ms: the oldest instant a replay can reach. */
  archiveRetentionMs: number;
  /** WEBHOOK_REPLAY_MAX_EVENTS: the most events one replay job may send. */
  maxReplayEvents: number;
  newId?: () => string;
}

function deliveryNotFound(): AppError {
  return new AppError('not_found', 'Delivery not found for this webhook');
}

function replayNotFound(): AppError {
  return new AppError('not_found', 'Replay not found for this webhook');
}

function endpointDisabled(): AppError {
  return validationError([{ field: 'enabled', message: 'the webhook is disabled; enable it (PATCH enabled=true) before sending to it' }]);
}

export function createDeliveriesHandlers(deps: DeliveriesHandlerDeps): Record<'ListWebhookLogs' | 'RetryDelivery' | 'ReplayWebhook' | 'GetReplay', Handler> {
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
      const subscribed = webhook.events.includes(ALL_EVENTS) ? null : webhook.events;
      const total = await deps.archive.countInWindow(call.workspaceId, window.since, window.until, subscribed);
      if (total > deps.maxReplayEvents) {
        throw validationError([{ field: 'until', message: `the window holds ${total} events, more than the ${deps.maxReplayEvents} one replay may send; replay it in smaller windows` }]);
      }
      const job = await deps.replays.insert({
        _id: makeId(),
        workspace_id: call.workspaceId,
        webhook_id: webhook.id,
        since: window.since.toISOString(),
        until: window.until.toISOString(),
        events: subscribed,
        total,
        created_at: deps.clock.now().toISOString(),
      });
      deps.replayQueued();
      return reply(toReplayJobView(job), { audit: audit('update', webhook.id) });
    },

    async GetReplay(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const webhook = await live(call);
      const job = await deps.replays.find(call.workspaceId, webhook.id, pathId(call, 'replay_id', replayNotFound));
      if (!job) throw replayNotFound();
      return reply(toReplayJobView(job), { audit: audit('api_access', webhook.id) });
    },
  };
}
