import { CONTROL_SUBJECTS } from '../control-subjects';
import { campaignRoutes } from '../outreach/campaigns.routes';
import { messageRoutes } from '../outreach/messages.routes';
import { suppressionRoutes } from '../outreach/suppressions.routes';
import { OUTREACH_RPC } from '../rpc/api-services.rpc';
import { OUTREACH_AUTOMATION_RPC } from '../rpc/outreach-automation.rpc';
import { eventsAbout, routesOf, served, type ServiceManifest } from './manifest';

export const OUTREACH_MANIFEST: ServiceManifest = {
  name: 'outreach',
  routes: routesOf(messageRoutes, campaignRoutes, suppressionRoutes),
  api: served(OUTREACH_RPC, { callers: ['gateway'] }),
  internal: [served(OUTREACH_AUTOMATION_RPC, { callers: ['workflow-engine'] })],
  calls: ['workspace', 'crm'],
  publishes: [...eventsAbout('campaign'), 'message.sent'],
  // A reply stops the contact's enrollments.
  consumes: [{ durable: 'outreach-replies-email-received', event: 'email.received' }],
  bus: { sharedStreams: 'create', kv: ['outreach_provider_rate'], subscribes: [CONTROL_SUBJECTS.workspaceChanged] },
};
