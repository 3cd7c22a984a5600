import { newEvent } from '@wbk/bus';
import type { Causation, CampaignStepRecord, EventOf, EventPayload, EventType } from '@wbk/contracts';
import type { Clock } from '@wbk/platform';
import { toCampaignView, type CampaignState } from '../domain/campaign';
import { toSentMessage, type MessageState } from '../domain/message';

/** Who caused a change: the workspace, and the event chain an automation call continues. */
export interface EventContext {
  workspaceId: string;
  clock: Clock;
  cause?: Causation;
}

function outreachEvent<T extends EventType>(type: T, ctx: EventContext, data: EventPayload<T>): EventOf<T> {
  return newEvent({ type, workspaceId: ctx.workspaceId, data, clock: ctx.clock, ...(ctx.cause ? { cause: ctx.cause } : {}) });
}

/** Lifecycle events carry the campaign as it reads after the change (deleted: as it was). */
export function campaignLifecycle(type: 'campaign.created' | 'campaign.started' | 'campaign.paused' | 'campaign.deleted', ctx: EventContext, campaign: CampaignState) {
  return outreachEvent(type, ctx, { campaign: toCampaignView(campaign) });
}

export function stepCreated(ctx: EventContext, campaignId: string, step: CampaignStepRecord): EventOf<'campaign.step_created'> {
  return outreachEvent('campaign.step_created', ctx, { campaign_id: campaignId, step: { ...step } });
}

export function contactsAdded(ctx: EventContext, campaignId: string, contactIds: string[]): EventOf<'campaign.contacts_added'> {
  return outreachEvent('campaign.contacts_added', ctx, { campaign_id: campaignId, contact_ids: contactIds, count: contactIds.length });
}

/** Internal `message.sent`: the CRM puts the message on the contact's timeline (dedup by the message's internal id). */
export function messageSent(ctx: EventContext, message: MessageState): EventOf<'message.sent'> {
  return outreachEvent('message.sent', ctx, { message: toSentMessage(message) });
}
