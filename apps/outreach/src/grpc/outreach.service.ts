import { createCampaignsHandlers, type CampaignsHandlerDeps } from './campaigns.handler';
import { createEnrollmentsHandlers, type EnrollmentsHandlerDeps } from './campaign-enrollments.handler';
import { createMessagesHandlers, type MessagesHandlerDeps } from './messages.handler';
import { createSuppressionsHandlers, type SuppressionsHandlerDeps } from './suppressions.handler';

export const OUTREACH_SERVICE = 'wbk.outreach.v1.OutreachService';
export const OUTREACH_PROTO = 'outreach/v1/outreach.proto';

export type OutreachServiceDeps = MessagesHandlerDeps & CampaignsHandlerDeps & EnrollmentsHandlerDeps & SuppressionsHandlerDeps;

/** Every method of OutreachService (the public RPCs the gateway forwards); @wbk/rpc refuses to start if one is missing. */
export function outreachServiceHandlers(deps: OutreachServiceDeps) {
  return {
    ...createMessagesHandlers(deps),
    ...createCampaignsHandlers(deps),
    ...createEnrollmentsHandlers(deps),
    ...createSuppressionsHandlers(deps),
  };
}
