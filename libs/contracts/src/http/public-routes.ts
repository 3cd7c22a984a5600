import { contactRoutes } from '../crm/contacts.routes';
import { webhookDeliveryRoutes } from '../webhooks/webhook-deliveries.routes';
import { webhookRoutes } from '../webhooks/webhooks.routes';
import { workspaceRoutes } from '../workspace/workspace.routes';
import type { RouteContract } from './route-contract';

/** Every public route of the API, in the order the document lists them. */
export const PUBLIC_ROUTES: readonly RouteContract[] = [
  ...Object.values(contactRoutes),
  ...Object.values(webhookRoutes),
  ...Object.values(webhookDeliveryRoutes),
  ...Object.values(workspaceRoutes),
];
