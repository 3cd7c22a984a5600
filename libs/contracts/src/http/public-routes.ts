import { assistantRoutes } from '../assistant/assistant.routes';
import { activityRoutes } from '../crm/activities.routes';
import { bulkRoutes } from '../crm/bulk.routes';
import { companyRoutes } from '../crm/companies.routes';
import { contactRoutes } from '../crm/contacts.routes';
import { dealRoutes } from '../crm/deals.routes';
import { dealDocumentRoutes } from '../crm/documents.routes';
import { listRoutes } from '../crm/lists.routes';
import { noteRoutes } from '../crm/notes.routes';
import { taskRoutes } from '../crm/tasks.routes';
import { webhookDeliveryRoutes } from '../webhooks/webhook-deliveries.routes';
import { webhookEventTypeRoutes } from '../webhooks/webhook-event-types.routes';
import { webhookRoutes } from '../webhooks/webhooks.routes';
import { workflowRoutes } from '../workflows/workflows.routes';
import { campaignRoutes } from '../outreach/campaigns.routes';
import { messageRoutes } from '../outreach/messages.routes';
import { suppressionRoutes } from '../outreach/suppressions.routes';
import { workspaceRoutes } from '../workspace/workspace.routes';
import { creditRoutes } from '../workspace/credits.routes';
import { enrichmentRoutes } from '../enrichment/enrichment.routes';
import { prospectorRoutes } from '../enrichment/prospector.routes';
import { mailboxRoutes } from '../mailbox/mailbox.routes';
import type { RouteContract } from './route-contract';

/** Every public route of the API, grouped as the document lists them (by tag, in API_TAGS order). */
export const PUBLIC_ROUTES: readonly RouteContract[] = [
  contactRoutes,
  bulkRoutes,
  noteRoutes,
  activityRoutes,
  companyRoutes,
  dealRoutes,
  dealDocumentRoutes,
  listRoutes,
  taskRoutes,
  messageRoutes,
  campaignRoutes,
  suppressionRoutes,
  enrichmentRoutes,
  prospectorRoutes,
  creditRoutes,
  mailboxRoutes,
  workflowRoutes,
  assistantRoutes,
  // Before webhookRoutes: a matcher that tries paths in order must see /v1/webhooks/event-types before /v1/webhooks/{id}.
  webhookEventTypeRoutes,
  webhookRoutes,
  webhookDeliveryRoutes,
  workspaceRoutes,
].flatMap((group) => Object.values(group) as RouteContract[]);
