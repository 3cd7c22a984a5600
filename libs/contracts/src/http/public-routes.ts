import { activityRoutes } from '../crm/activities.routes';
import { companyRoutes } from '../crm/companies.routes';
import { contactRoutes } from '../crm/contacts.routes';
import { noteRoutes } from '../crm/notes.routes';
import { taskRoutes } from '../crm/tasks.routes';
import { bulkRoutes } from '../crm/bulk.routes';
import { dealRoutes } from '../crm/deals.routes';
import { dealDocumentRoutes } from '../crm/documents.routes';
import { listRoutes } from '../crm/lists.routes';
import { webhookDeliveryRoutes } from '../webhooks/webhook-deliveries.routes';
import { webhookRoutes } from '../webhooks/webhooks.routes';
import { workspaceRoutes } from '../workspace/workspace.routes';
import type { RouteContract } from './route-contract';

/** Every public route of the API, in the order the document lists them. */
export const PUBLIC_ROUTES: readonly RouteContract[] = [
  ...Object.values(contactRoutes),
  ...Object.values(companyRoutes),
  ...Object.values(noteRoutes),
  ...Object.values(activityRoutes),
  ...Object.values(taskRoutes),
  ...Object.values(dealRoutes),
  ...Object.values(dealDocumentRoutes),
  ...Object.values(listRoutes),
  ...Object.values(bulkRoutes),
  ...Object.values(webhookRoutes),
  ...Object.values(webhookDeliveryRoutes),
  ...Object.values(workspaceRoutes),
];
import { assistantRoutes } from '../assistant/assistant.routes';
import { workflowRoutes } from '../workflows/workflows.routes';

/** Every public route of the API, in the order the document lists them. */
export const PUBLIC_ROUTES: readonly RouteContract[] = [...Object.values(contactRoutes), ...Object.values(workflowRoutes), ...Object.values(assistantRoutes)];
