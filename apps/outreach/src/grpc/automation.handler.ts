import { parseBody, sendMessageBody, type OutreachAutomationRpc } from '@wbk/contracts';
import { validationError, type Clock } from '@wbk/platform';
import { decodeCallerContext, recordId, type RpcHandlers } from '@wbk/rpc';
import type { ActivateCampaign } from '../app/activate-campaign.use-case';
import type { SendMessage } from '../app/send-message.use-case';
import { campaignNotFound } from '../domain/campaign';
import { toMessageView } from '../domain/message';
import { outboundFromInput } from '../domain/outbound-message';
import { deadlineOf } from './rpc-deadline';

export interface AutomationHandlerDeps {
  sendMessage: SendMessage;
  activateCampaign: ActivateCampaign;
  clock: Clock;
}

type SendFields = OutreachAutomationRpc['SendMessage']['serverRequest'];

/** The typed request as the public body, so the same contract schema (and its messages) decide what is valid. */
function bodyOf(request: SendFields): Record<string, unknown> {
  return {
    channel: request.channel,
    recipient: request.recipient,
    message: request.message,
    ...(request.subject !== undefined ? { subject: request.subject } : {}),
    ...(request.format !== '' ? { format: request.format } : {}),
    ...(request.contact_id !== undefined ? { contact_id: request.contact_id } : {}),
    ...(request.deal_id !== undefined ? { deal_id: request.deal_id } : {}),
  };
}

/**
 * wbk.outreach.v1.OutreachAutomationService (proto/outreach/v1/outreach_automation.proto):
 * the workflow engine's send_email / send_channel_message and the assistant's
 * approved campaign_start, through the same use cases as the public RPCs.
 */
export function createAutomationHandlers(deps: AutomationHandlerDeps): RpcHandlers<OutreachAutomationRpc> {
  return {
    async SendMessage(request, meta) {
      const scope = decodeCallerContext(request.context);
      if (scope.idempotencyKey === undefined) throw validationError([{ field: 'context.idempotency_key', message: 'is required (a UUID, the same on every retry of this send)' }]);
      const input = parseBody(sendMessageBody, bodyOf(request));
      const workflowId = scope.cause?.workflow_id ?? null;
      const message = await deps.sendMessage.execute({
        workspaceId: scope.workspaceId,
        requestId: scope.requestId,
        message: outboundFromInput(input),
        idempotency: { scope: 'automation', key: scope.idempotencyKey },
        origin: { workflow_id: workflowId },
        ...(scope.cause ? { cause: scope.cause } : {}),
        deadlineMs: deadlineOf(meta, deps.clock),
      });
      const view = toMessageView(message);
      return { id: view.id, channel: view.channel, status: view.status, sent_at: view.sent_at ?? '' };
    },

    async StartCampaign(request) {
      const scope = decodeCallerContext(request.context);
      const byId = request.campaign_id !== undefined && request.campaign_id !== '';
      const byName = request.campaign_name !== undefined && request.campaign_name.trim() !== '';
      if (byId === byName) throw validationError([{ field: 'campaign_id', message: 'give exactly one of campaign_id or campaign_name' }]);
      const result = await deps.activateCampaign.execute({
        workspaceId: scope.workspaceId,
        cause: scope.cause,
        campaign: byId ? { id: recordId(request.campaign_id, campaignNotFound) } : { name: request.campaign_name! },
      });
      return { id: result.id, name: result.name, status: result.status, contact_count: result.contact_count };
    },
  };
}
