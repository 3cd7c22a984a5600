import { activityRoutes } from '../crm/activities.routes';
import { bulkRoutes } from '../crm/bulk.routes';
import { companyRoutes } from '../crm/companies.routes';
import { contactRoutes } from '../crm/contacts.routes';
import { dealRoutes } from '../crm/deals.routes';
import { dealDocumentRoutes } from '../crm/documents.routes';
import { listRoutes } from '../crm/lists.routes';
import { noteRoutes } from '../crm/notes.routes';
import { taskRoutes } from '../crm/tasks.routes';
import { CRM_RPC } from '../rpc/api-services.rpc';
import { CRM_AUTOMATION_RPC } from '../rpc/crm-automation.rpc';
import { eventsAbout, routesOf, served, type ServiceManifest } from './manifest';

export const CRM_MANIFEST: ServiceManifest = {
  name: 'crm',
  routes: routesOf(contactRoutes, bulkRoutes, noteRoutes, activityRoutes, companyRoutes, dealRoutes, dealDocumentRoutes, listRoutes, taskRoutes),
  api: served(CRM_RPC, { callers: ['gateway'] }),
  internal: [served(CRM_AUTOMATION_RPC, { callers: ['workflow-engine', 'outreach', 'enrichment', 'mailbox-sync'] })],
  calls: [],
  // The records it owns, and the timeline entries it writes.
  publishes: [...eventsAbout('contact', 'company', 'deal', 'list'), 'activity.created', 'task.created', 'task.updated', 'note.created'],
  consumes: [
    // The timeline: each source event becomes an activity.
    { durable: 'crm-timeline-note-created', event: 'note.created' },
    { durable: 'crm-timeline-message-sent', event: 'message.sent' },
    { durable: 'crm-timeline-email-received', event: 'email.received' },
    { durable: 'crm-timeline-meeting-created', event: 'meeting.created' },
    { durable: 'crm-timeline-task-created', event: 'task.created' },
    { durable: 'crm-timeline-task-updated', event: 'task.updated' },
    // A deleted contact leaves every list.
    { durable: 'crm-lists-contact-deleted', event: 'contact.deleted' },
  ],
  bus: { sharedStreams: 'create' },
};
