import type { UpstreamName } from '../upstreams/upstream.port';

/**
 * Every public route, one line each: method, path, owning service and RPC,
 * required permission (a scoped name, `assistant` or `admin`; see
 * domain/permission.policy.ts), the resource type audit records name, and the
 * path parameters that must be UUIDs (checked here so a malformed id never
 * reaches a service).
 */
export interface RouteDef {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  upstream: UpstreamName;
  rpc: string;
  permission: string;
  resourceType: string;
  uuidParams: readonly string[];
}

export const ROUTES: readonly RouteDef[] = [
  { method: 'GET', path: '/v1/settings', upstream: 'workspace', rpc: 'GetSettings', permission: 'read:settings', resourceType: 'settings', uuidParams: [] },
  { method: 'GET', path: '/v1/settings/providers', upstream: 'workspace', rpc: 'ListProviders', permission: 'read:settings', resourceType: 'settings', uuidParams: [] },
  { method: 'GET', path: '/v1/users', upstream: 'workspace', rpc: 'ListUsers', permission: 'read:users', resourceType: 'users', uuidParams: [] },
  { method: 'GET', path: '/v1/audit-logs', upstream: 'workspace', rpc: 'ListAuditLogs', permission: 'admin', resourceType: 'audit_logs', uuidParams: [] },
  { method: 'POST', path: '/v1/contacts', upstream: 'crm', rpc: 'CreateContact', permission: 'write:contacts', resourceType: 'contacts', uuidParams: [] },
  { method: 'GET', path: '/v1/contacts', upstream: 'crm', rpc: 'ListContacts', permission: 'read:contacts', resourceType: 'contacts', uuidParams: [] },
  { method: 'GET', path: '/v1/contacts/:id', upstream: 'crm', rpc: 'GetContact', permission: 'read:contacts', resourceType: 'contacts', uuidParams: ['id'] },
  { method: 'PATCH', path: '/v1/contacts/:id', upstream: 'crm', rpc: 'UpdateContact', permission: 'write:contacts', resourceType: 'contacts', uuidParams: ['id'] },
  { method: 'DELETE', path: '/v1/contacts/:id', upstream: 'crm', rpc: 'DeleteContact', permission: 'write:contacts', resourceType: 'contacts', uuidParams: ['id'] },
];
