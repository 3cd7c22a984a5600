import { bodyError, type Clock } from '@wbk/platform';
import { decodeApiRequest, parseBodyJson, rejectUnknownQuery, reply } from '@wbk/rpc';
import { GetReplay } from '../app/get-replay.use-case';
import { ListWebhookLogs } from '../app/list-webhook-logs.use-case';
import { ReplayDeliveries } from '../app/replay-deliveries.use-case';
import { RetryDelivery } from '../app/retry-delivery.use-case';
import { parseLogQuery } from '../domain/log-query';
import type { DeliveryEnqueuer } from '../events/delivery-enqueuer';
import type { AttemptRepository } from '../store/attempt.repository';
import type { DeliveryRepository } from '../store/delivery.repository';
import type { EventArchiveRepository } from '../store/event-archive.repository';
import type { ReplayJobRepository } from '../store/replay-job.repository';
import type { WebhookRepository } from '../store/webhook.repository';
import { audit, optionalPathId, type Handler } from './webhooks.handler';

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

export function createDeliveriesHandlers(deps: DeliveriesHandlerDeps): Record<'ListWebhookLogs' | 'RetryDelivery' | 'ReplayWebhook' | 'GetReplay', Handler> {
  const listWebhookLogs = new ListWebhookLogs(deps);
  const retryDelivery = new RetryDelivery(deps);
  const replayDeliveries = new ReplayDeliveries(deps);
  const getReplay = new GetReplay(deps);

  return {
    async ListWebhookLogs(request) {
      const call = decodeApiRequest(request);
      const query = parseLogQuery(call.query);
      const { webhookId, items, total } = await listWebhookLogs.execute(call.workspaceId, optionalPathId(call, 'id'), query);
      return reply(items, { meta: { page: query.page, per_page: query.perPage, total }, has_meta: true, audit: audit('api_access', webhookId) });
    },

    async RetryDelivery(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const body = parseBodyJson(call.bodyJson);
      if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body) || Object.keys(body).length > 0)) {
        throw bodyError('takes no body');
      }
      const queued = await retryDelivery.execute(call.workspaceId, optionalPathId(call, 'id'), optionalPathId(call, 'delivery_id'));
      return reply(queued, { audit: audit('update', queued.webhook_id) });
    },

    async ReplayWebhook(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const job = await replayDeliveries.execute(call.workspaceId, optionalPathId(call, 'id'), parseBodyJson(call.bodyJson));
      return reply(job, { audit: audit('update', job.webhook_id) });
    },

    async GetReplay(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const job = await getReplay.execute(call.workspaceId, optionalPathId(call, 'id'), optionalPathId(call, 'replay_id'));
      return reply(job, { audit: audit('api_access', job.webhook_id) });
    },
  };
}
