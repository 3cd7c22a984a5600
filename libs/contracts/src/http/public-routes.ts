import { assistantRoutes } from '../assistant/assistant.routes';
import { contactRoutes } from '../crm/contacts.routes';
import { workflowRoutes } from '../workflows/workflows.routes';
import type { RouteContract } from './route-contract';

/** Every public route of the API, in the order the document lists them. */
export const PUBLIC_ROUTES: readonly RouteContract[] = [...Object.values(contactRoutes), ...Object.values(workflowRoutes), ...Object.values(assistantRoutes)];
