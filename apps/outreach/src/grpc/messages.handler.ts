import { MESSAGE_PAGE_LIMITS, messageIdParams, messageListQuery, pageOf, parseBody, parseQuery, sendMessageBody } from '@wbk/contracts';
import { AppError, type ByteBudget, type Clock } from '@wbk/platform';
import { type ApiReply, auditFor, type CallMeta, decodeApiRequest, parseBodyJson, rejectUnknownQuery, reply } from '@wbk/rpc';
import type { GetMessage } from '../app/get-message.use-case';
import type { ListMessages } from '../app/list-messages.use-case';
import type { SendMessage } from '../app/send-message.use-case';
import { fetchAllowanceBytes } from '../domain/attachments';
import { messageNotFound, toMessageView, toSendResult } from '../domain/message';
import { outboundFromInput } from '../domain/outbound-message';
import { deadlineOf } from './rpc-deadline';

const RESOURCE = 'messages';

export interface MessagesHandlerDeps {
  sendMessage: SendMessage;
  listMessages: ListMessages;
  getMessage: GetMessage;
  clock: Clock;
  /** Bytes the sends in flight may hold at once (OUTREACH_INFLIGHT_BODY_BYTES). */
  inflight: ByteBudget;
}

type Handler = (request: unknown, meta?: CallMeta) => Promise<ApiReply>;

const audit = auditFor(RESOURCE);

/** Seconds a refused send is asked to wait: about as long as a large send in flight takes. */
const SEND_RETRY_AFTER_S = 2;

/**
 * Takes `bytes` of the process's allowance, or refuses the send before anything
 * is done: many large sends at once would otherwise outgrow the pod's memory.
 * rate_limited (429 with Retry-After at the edge), not service_unavailable:
 * the service answered and is up, so its callers' breakers must not count this
 * as an outage, nor their clients retry it at once.
 */
function take(budget: ByteBudget, bytes: number, clock: Clock): number {
  if (budget.tryTake(bytes)) return bytes;
  const retryAt = new Date(clock.now().getTime() + SEND_RETRY_AFTER_S * 1000).toISOString();
  throw new AppError(
    'rate_limited',
    `The outreach service is holding as many message bodies as it may (${budget.capacityBytes} bytes); nothing was sent, send it again from ${retryAt}`,
    { retry_after: SEND_RETRY_AFTER_S },
  );
}

/** POST /v1/channels/send, GET /v1/messages and GET /v1/messages/{id}. */
export function createMessagesHandlers(deps: MessagesHandlerDeps): Record<'SendChannelMessage' | 'ListMessages' | 'GetMessage', Handler> {
  return {
    async SendChannelMessage(request, meta) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      // Taken before the body is parsed (its copies are what grows), given back when the send is answered.
      let held = take(deps.inflight, call.bodyJson.length, deps.clock);
      try {
        const input = parseBody(sendMessageBody, parseBodyJson(call.bodyJson));
        held += take(deps.inflight, fetchAllowanceBytes((input.attachments ?? []).filter((a) => a.url !== undefined).length), deps.clock);
        const message = await deps.sendMessage.execute({
          workspaceId: call.workspaceId,
          requestId: call.requestId,
          message: outboundFromInput(input),
          idempotency: call.idempotencyKey === undefined ? null : { scope: 'api', key: call.idempotencyKey },
          ...(call.cause ? { cause: call.cause } : {}),
          deadlineMs: deadlineOf(meta, deps.clock),
        });
        return reply(toSendResult(message), { audit: audit('create', message.public_id) });
      } finally {
        deps.inflight.give(held);
      }
    },

    async ListMessages(request) {
      const call = decodeApiRequest(request);
      const query = parseQuery(messageListQuery, call.query);
      const page = pageOf(query, MESSAGE_PAGE_LIMITS);
      const filter = { contact_id: query.contact_id, campaign_id: query.campaign_id, channel: query.channel, status: query.status, recipient: query.recipient };
      const { items, total } = await deps.listMessages.execute({ workspaceId: call.workspaceId, filter, skip: page.skip, limit: page.perPage });
      return reply(items.map(toMessageView), { meta: { page: page.page, per_page: page.perPage, total }, has_meta: true, audit: audit('api_access', '') });
    },

    async GetMessage(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const params = messageIdParams.safeParse({ id: call.path['id'] });
      if (!params.success) throw messageNotFound();
      const message = await deps.getMessage.execute({ workspaceId: call.workspaceId, id: params.data.id });
      return reply(toMessageView(message), { audit: audit('api_access', message.public_id) });
    },
  };
}
