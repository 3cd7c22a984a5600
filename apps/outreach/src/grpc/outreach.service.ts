import { OUTREACH_MANIFEST } from '@wbk/contracts';
import { createCampaignsHandlers, type CampaignsHandlerDeps } from './campaigns.handler';
import { createEnrollmentsHandlers, type EnrollmentsHandlerDeps } from './campaign-enrollments.handler';
import { createMessagesHandlers, type MessagesHandlerDeps } from './messages.handler';
import { createSuppressionsHandlers, type SuppressionsHandlerDeps } from './suppressions.handler';

export const OUTREACH_SERVICE = OUTREACH_MANIFEST.api.name;
export const OUTREACH_PROTO = OUTREACH_MANIFEST.api.file;

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
