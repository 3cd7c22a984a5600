import { assistantRoutes } from '../assistant/assistant.routes';
import type { EventType } from '../events/event-catalog';
import { WORKFLOW_ENGINE_RPC } from '../rpc/api-services.rpc';
import { workflowRoutes } from '../workflows/workflows.routes';
import { routesOf, served, type ServiceManifest } from './manifest';

/** One consumer per trigger type (nats-server 2.9 has one filter subject per consumer); the engine names them so. */
const WORKFLOW_TRIGGER_TYPES = [
  'contact.created',
  'contact.updated',
  'deal.created',
  'deal.updated',
  'task.created',
  'task.updated',
  'email.received',
  'meeting.created',
  'meeting.updated',
] as const satisfies readonly EventType[];

export const WORKFLOW_ENGINE_MANIFEST: ServiceManifest = {
  name: 'workflow-engine',
  routes: routesOf(workflowRoutes, assistantRoutes),
  api: served(WORKFLOW_ENGINE_RPC, { callers: ['gateway'] }),
  internal: [],
  calls: ['workspace', 'crm', 'webhook-dispatcher', 'outreach', 'enrichment'],
  publishes: ['task.approved', 'task.dismissed', 'workflow.auto_disabled'],
  consumes: WORKFLOW_TRIGGER_TYPES.map((event) => ({ durable: `workflow-engine-${event.replace('.', '-')}`, event })),
  bus: { sharedStreams: 'create' },
};
