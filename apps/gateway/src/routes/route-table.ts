import { acceptsIdempotencyKey, PUBLIC_ROUTES, uuid, type RouteContract } from '@wbk/contracts';
import { z } from 'zod';
import type { UpstreamName } from '../upstreams/upstream.port';

/**
 * The gateway's view of one public route, derived from its declaration in
 * libs/contracts (PUBLIC_ROUTES): where it goes, what permission it needs,
 * what audit records call its resource, and the path and query parameters
 * checked here, so a malformed id or an unknown parameter never reaches a
 * service. Paths use the OpenAPI form (`/v1/contacts/{id}`).
 */
export interface RouteDef {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  upstream: UpstreamName;
  rpc: string;
  permission: string;
  resourceType: string;
  /** The path parameters' schema (UUIDs). */
  params: z.ZodObject | undefined;
  /** The query parameters the route accepts; undefined when only its service checks them. */
  queryNames: readonly string[] | undefined;
  acceptsIdempotencyKey: boolean;
}

export function routeDefOf(contract: RouteContract): RouteDef {
  return {
    method: contract.method,
    path: contract.path,
    upstream: contract.service,
    rpc: contract.rpc,
    permission: contract.permission,
    resourceType: contract.resourceType,
    params: contract.params,
    queryNames: Object.keys(contract.query?.shape ?? {}),
    acceptsIdempotencyKey: acceptsIdempotencyKey(contract),
  };
}

interface LegacyRouteRow {
  method: RouteDef['method'];
  path: string;
  upstream: UpstreamName;
  rpc: string;
  permission: string;
  resourceType: string;
  uuidParams: readonly string[];
}

/** Routes not yet declared in libs/contracts; each moves to PUBLIC_ROUTES and leaves this list. */
const UNDECLARED: readonly LegacyRouteRow[] = [
  { method: 'GET', path: '/v1/settings', upstream: 'workspace', rpc: 'GetSettings', permission: 'read:settings', resourceType: 'settings', uuidParams: [] },
  { method: 'GET', path: '/v1/settings/providers', upstream: 'workspace', rpc: 'ListProviders', permission: 'read:settings', resourceType: 'settings', uuidParams: [] },
  { method: 'GET', path: '/v1/users', upstream: 'workspace', rpc: 'ListUsers', permission: 'read:users', resourceType: 'users', uuidParams: [] },
  { method: 'GET', path: '/v1/audit-logs', upstream: 'workspace', rpc: 'ListAuditLogs', permission: 'admin', resourceType: 'audit_logs', uuidParams: [] },
  { method: 'POST', path: '/v1/contacts/bulk', upstream: 'crm', rpc: 'BulkCreateContacts', permission: 'write:contacts', resourceType: 'contacts', uuidParams: [] },
  { method: 'POST', path: '/v1/contacts/:id/notes', upstream: 'crm', rpc: 'CreateContactNote', permission: 'write:contacts', resourceType: 'notes', uuidParams: ['id'] },
  { method: 'GET', path: '/v1/contacts/:id/notes', upstream: 'crm', rpc: 'ListContactNotes', permission: 'read:contacts', resourceType: 'notes', uuidParams: ['id'] },
  { method: 'GET', path: '/v1/contacts/:id/activities', upstream: 'crm', rpc: 'ListContactActivities', permission: 'read:contacts', resourceType: 'activities', uuidParams: ['id'] },
  { method: 'POST', path: '/v1/companies', upstream: 'crm', rpc: 'CreateCompany', permission: 'companies:write', resourceType: 'companies', uuidParams: [] },
  { method: 'GET', path: '/v1/companies', upstream: 'crm', rpc: 'ListCompanies', permission: 'read:companies', resourceType: 'companies', uuidParams: [] },
  { method: 'GET', path: '/v1/companies/:id', upstream: 'crm', rpc: 'GetCompany', permission: 'read:companies', resourceType: 'companies', uuidParams: ['id'] },
  { method: 'PATCH', path: '/v1/companies/:id', upstream: 'crm', rpc: 'UpdateCompany', permission: 'companies:write', resourceType: 'companies', uuidParams: ['id'] },
  { method: 'DELETE', path: '/v1/companies/:id', upstream: 'crm', rpc: 'DeleteCompany', permission: 'companies:write', resourceType: 'companies', uuidParams: ['id'] },
  { method: 'POST', path: '/v1/companies/:id/notes', upstream: 'crm', rpc: 'CreateCompanyNote', permission: 'companies:write', resourceType: 'notes', uuidParams: ['id'] },
  { method: 'GET', path: '/v1/companies/:id/notes', upstream: 'crm', rpc: 'ListCompanyNotes', permission: 'read:companies', resourceType: 'notes', uuidParams: ['id'] },
  { method: 'POST', path: '/v1/deals', upstream: 'crm', rpc: 'CreateDeal', permission: 'write:deals', resourceType: 'deals', uuidParams: [] },
  { method: 'GET', path: '/v1/deals', upstream: 'crm', rpc: 'ListDeals', permission: 'deals:read', resourceType: 'deals', uuidParams: [] },
  { method: 'POST', path: '/v1/deals/bulk', upstream: 'crm', rpc: 'BulkCreateDeals', permission: 'write:deals', resourceType: 'deals', uuidParams: [] },
  { method: 'PATCH', path: '/v1/deals/bulk', upstream: 'crm', rpc: 'BulkUpdateDeals', permission: 'write:deals', resourceType: 'deals', uuidParams: [] },
  { method: 'GET', path: '/v1/deals/:id', upstream: 'crm', rpc: 'GetDeal', permission: 'deals:read', resourceType: 'deals', uuidParams: ['id'] },
  { method: 'PATCH', path: '/v1/deals/:id', upstream: 'crm', rpc: 'UpdateDeal', permission: 'write:deals', resourceType: 'deals', uuidParams: ['id'] },
  { method: 'DELETE', path: '/v1/deals/:id', upstream: 'crm', rpc: 'DeleteDeal', permission: 'write:deals', resourceType: 'deals', uuidParams: ['id'] },
  { method: 'POST', path: '/v1/deals/:id/documents', upstream: 'crm', rpc: 'LinkDealDocument', permission: 'write:documents', resourceType: 'documents', uuidParams: ['id'] },
  { method: 'GET', path: '/v1/deals/:id/documents', upstream: 'crm', rpc: 'ListDealDocuments', permission: 'read:documents', resourceType: 'documents', uuidParams: ['id'] },
  { method: 'POST', path: '/v1/lists', upstream: 'crm', rpc: 'CreateList', permission: 'write:lists', resourceType: 'lists', uuidParams: [] },
  { method: 'GET', path: '/v1/lists', upstream: 'crm', rpc: 'ListLists', permission: 'read:lists', resourceType: 'lists', uuidParams: [] },
  { method: 'GET', path: '/v1/lists/:id', upstream: 'crm', rpc: 'GetList', permission: 'read:lists', resourceType: 'lists', uuidParams: ['id'] },
  { method: 'DELETE', path: '/v1/lists/:id', upstream: 'crm', rpc: 'DeleteList', permission: 'write:lists', resourceType: 'lists', uuidParams: ['id'] },
  { method: 'POST', path: '/v1/lists/:id/contacts', upstream: 'crm', rpc: 'AddListContacts', permission: 'write:lists', resourceType: 'lists', uuidParams: ['id'] },
  { method: 'DELETE', path: '/v1/lists/:id/contacts', upstream: 'crm', rpc: 'RemoveListContacts', permission: 'write:lists', resourceType: 'lists', uuidParams: ['id'] },
  { method: 'POST', path: '/v1/tasks', upstream: 'crm', rpc: 'CreateTask', permission: 'write:tasks', resourceType: 'tasks', uuidParams: [] },
  { method: 'GET', path: '/v1/tasks', upstream: 'crm', rpc: 'ListTasks', permission: 'read:tasks', resourceType: 'tasks', uuidParams: [] },
  { method: 'PATCH', path: '/v1/tasks/:id', upstream: 'crm', rpc: 'UpdateTask', permission: 'write:tasks', resourceType: 'tasks', uuidParams: ['id'] },
  { method: 'DELETE', path: '/v1/tasks/:id', upstream: 'crm', rpc: 'DeleteTask', permission: 'write:tasks', resourceType: 'tasks', uuidParams: ['id'] },
  { method: 'POST', path: '/v1/webhooks', upstream: 'webhooks', rpc: 'CreateWebhook', permission: 'write:webhooks', resourceType: 'webhooks', uuidParams: [] },
  { method: 'GET', path: '/v1/webhooks', upstream: 'webhooks', rpc: 'ListWebhooks', permission: 'read:webhooks', resourceType: 'webhooks', uuidParams: [] },
  { method: 'GET', path: '/v1/webhooks/:id', upstream: 'webhooks', rpc: 'GetWebhook', permission: 'read:webhooks', resourceType: 'webhooks', uuidParams: ['id'] },
  { method: 'PATCH', path: '/v1/webhooks/:id', upstream: 'webhooks', rpc: 'UpdateWebhook', permission: 'write:webhooks', resourceType: 'webhooks', uuidParams: ['id'] },
  { method: 'DELETE', path: '/v1/webhooks/:id', upstream: 'webhooks', rpc: 'DeleteWebhook', permission: 'write:webhooks', resourceType: 'webhooks', uuidParams: ['id'] },
  { method: 'GET', path: '/v1/webhooks/:id/logs', upstream: 'webhooks', rpc: 'ListWebhookLogs', permission: 'read:webhooks', resourceType: 'webhooks', uuidParams: ['id'] },
  { method: 'POST', path: '/v1/webhooks/:id/deliveries/:delivery_id/retry', upstream: 'webhooks', rpc: 'RetryDelivery', permission: 'write:webhooks', resourceType: 'webhooks', uuidParams: ['id', 'delivery_id'] },
  { method: 'POST', path: '/v1/webhooks/:id/replay', upstream: 'webhooks', rpc: 'ReplayWebhook', permission: 'write:webhooks', resourceType: 'webhooks', uuidParams: ['id'] },
];

function legacyRouteDef(row: LegacyRouteRow): RouteDef {
  return {
    method: row.method,
    path: row.path.replace(/:([a-z_]+)/g, '{$1}'),
    upstream: row.upstream,
    rpc: row.rpc,
    permission: row.permission,
    resourceType: row.resourceType,
    params: row.uuidParams.length === 0 ? undefined : z.strictObject(Object.fromEntries(row.uuidParams.map((name) => [name, uuid]))),
    queryNames: undefined,
    acceptsIdempotencyKey: row.method === 'POST' || row.method === 'PATCH',
  };
}

const declared = PUBLIC_ROUTES.map(routeDefOf);
const declaredKeys = new Set(declared.map((r) => `${r.method} ${r.path}`));

export const ROUTES: readonly RouteDef[] = [...declared, ...UNDECLARED.map(legacyRouteDef).filter((r) => !declaredKeys.has(`${r.method} ${r.path}`))];
