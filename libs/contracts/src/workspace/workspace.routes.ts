import { defineRoute } from '../http/route-contract';
import { dataEnvelope, namedPageEnvelope } from '../http/schemas';
import { auditLogEntryRecord, auditLogListQuery } from './audit-log.schemas';
import { providerListQuery, providerStatusList, settingsQuery, workspaceSettingsRecord } from './settings.schemas';
import { userListQuery, userRecord } from './user.schemas';

const WORKSPACE_ID = '3c9a7e52-1f4b-4d8a-9b6e-2a7c5d1e8f40';

const settings = {
  workspace_id: WORKSPACE_ID,
  name: 'Hartley & Finch LLP',
  slug: 'hartley-and-finch-llp',
  timezone: 'Europe/London',
  locale: 'en-GB',
  currency: 'GBP',
  jurisdiction: 'GB',
  billing: { plan: 'pro', seats: 5, credits_balance: 250, trial_ends_at: null },
  features: { assistant: true, workflows: true, prospector: true, mailbox_sync: true, enrichment: true, webhooks: true },
  branding: { primary_color: '#1f3a5f', logo_url: null, accent_color: '#c8a24a' },
  retention: { audit_log_days: 365, soft_delete_days: 30 },
  created_at: '2026-09-01T08:00:00.000Z',
};

export const workspaceRoutes = {
  getSettings: defineRoute({
    operationId: 'getSettings',
    method: 'GET',
    path: '/v1/settings',
    tag: 'Workspace',
    summary: 'Get the workspace settings',
    description: "The settings of the key's workspace. Operators change them (plan, credits, limits); this API only reads them. Takes no query parameters.",
    service: 'workspace',
    rpc: 'GetSettings',
    permission: 'read:settings',
    resourceType: 'settings',
    query: settingsQuery,
    responses: { 200: dataEnvelope(workspaceSettingsRecord) },
    errors: [],
    example: { response: { data: settings } },
  }),
  listProviders: defineRoute({
    operationId: 'listProviders',
    method: 'GET',
    path: '/v1/settings/providers',
    tag: 'Workspace',
    summary: 'List provider status',
    description:
      'Every integration of the catalogue, in a fixed order, whether connected or not: one never connected is `disconnected` with null account fields. Not paginated.',
    service: 'workspace',
    rpc: 'ListProviders',
    permission: 'read:settings',
    resourceType: 'settings',
    query: providerListQuery,
    responses: { 200: dataEnvelope(providerStatusList) },
    errors: [],
    example: {
      response: {
        data: {
          providers: [
            {
              category: 'email',
              name: 'mail_provider_a',
              connected: true,
              account_id: 'acct_3c9a7e52_mail_provider_a',
              display_name: 'intake@hartleyfinch.example',
              scopes: ['mail.read', 'mail.send'],
              connected_at: '2026-09-02T10:15:00.000Z',
              last_sync_at: '2026-11-24T09:00:00.000Z',
              status: 'healthy',
              error_message: null,
            },
            {
              category: 'email',
              name: 'mail_provider_b',
              connected: false,
              account_id: null,
              display_name: null,
              scopes: [],
              connected_at: null,
              last_sync_at: null,
              status: 'disconnected',
              error_message: null,
            },
          ],
        },
      },
    },
  }),
  listUsers: defineRoute({
    operationId: 'listUsers',
    method: 'GET',
    path: '/v1/users',
    tag: 'Workspace',
    summary: 'List the users of the workspace',
    description: 'Oldest first. Users are added by an operator; this API only reads them.',
    service: 'workspace',
    rpc: 'ListUsers',
    permission: 'read:users',
    resourceType: 'users',
    query: userListQuery,
    responses: { 200: namedPageEnvelope('users', userRecord) },
    errors: [],
    example: {
      response: {
        data: {
          users: [
            {
              id: '5b1d8e27-6c3a-4f9e-8a2d-7e4c1b9f0a63',
              email: 'eleanor.hartley@hartleyfinch.example',
              name: 'Eleanor Hartley',
              role: 'owner',
              status: 'active',
              created_at: '2026-09-01T08:05:00.000Z',
            },
          ],
        },
        meta: { page: 1, per_page: 50, total: 1 },
      },
    },
  }),
  listAuditLogs: defineRoute({
    operationId: 'listAuditLogs',
    method: 'GET',
    path: '/v1/audit-logs',
    tag: 'Workspace',
    summary: 'List audit log entries',
    description:
      'Newest first. Every authenticated call is recorded, refused ones included, and appears here within a fraction of a second (not at once). Entries are immutable and kept 365 days. Needs an admin key. `from_date` after `to_date` is 400 invalid_date_range.',
    service: 'workspace',
    rpc: 'ListAuditLogs',
    permission: 'admin',
    resourceType: 'audit_logs',
    query: auditLogListQuery,
    responses: { 200: namedPageEnvelope('logs', auditLogEntryRecord) },
    errors: ['invalid_date_range'],
    example: {
      response: {
        data: {
          logs: [
            {
              id: '9e2f4a61-3b7c-4d1e-8f5a-0c6b2d9e7a14',
              timestamp: '2026-11-24T09:30:00.120Z',
              user: { id: null, email: null, type: 'api_key' },
              action: 'update',
              resource_type: 'contacts',
              resource_id: '8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f',
              details: {
                method: 'PATCH',
                path: '/v1/contacts/8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f',
                request_id: '6d0b3f8e-2c4a-4b7d-9e1f-5a8c3d2b7e90',
                status_code: 200,
                api_key_id: 'b4c7e1d2-9a3f-4e6b-8c5d-1f2a3b4c5d6e',
                diff: { job_title: { from: 'General Counsel', to: 'Managing Partner' } },
              },
              ip_address: '203.0.113.24',
              user_agent: 'hartley-intake/2.3',
            },
          ],
        },
        meta: { page: 1, per_page: 50, total: 1 },
      },
    },
  }),
};
