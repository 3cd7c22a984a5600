import { CONTROL_SUBJECTS } from '../control-subjects';
import { mailboxRoutes } from '../mailbox/mailbox.routes';
import { MAILBOX_RPC } from '../rpc/api-services.rpc';
import { routesOf, served, type ServiceManifest } from './manifest';

export const MAILBOX_SYNC_MANIFEST: ServiceManifest = {
  name: 'mailbox-sync',
  routes: routesOf(mailboxRoutes),
  api: served(MAILBOX_RPC, { callers: ['gateway'] }),
  internal: [],
  calls: ['workspace', 'crm'],
  publishes: ['email.sync.completed', 'email.received', 'meeting.created', 'meeting.updated'],
  consumes: [],
  // Parses external mail: it publishes its own events and hears workspace changes, nothing else.
  bus: { sharedStreams: 'create', subscribes: [CONTROL_SUBJECTS.workspaceChanged] },
};
