/**
 * Every name a process goes by on the internal planes (its caller identity on
 * gRPC, its NATS user, its key in the topology): the deployable's name, the
 * folder under apps/. Services own a manifest with routes and RPCs; the other
 * identities call services and use the bus but serve nothing.
 */
export const SERVICE_NAMES = ['workspace', 'crm', 'webhook-dispatcher', 'workflow-engine', 'outreach', 'enrichment', 'mailbox-sync'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** The public edge, the admin CLI, and the webhook dispatcher's worker-only replicas (ROLE=worker). */
export const CLIENT_IDENTITIES = ['gateway', 'cli', 'webhook-worker'] as const;
export type ClientIdentity = (typeof CLIENT_IDENTITIES)[number];

export type Identity = ServiceName | ClientIdentity;

export function isServiceName(value: string): value is ServiceName {
  return (SERVICE_NAMES as readonly string[]).includes(value);
}

/** The setting that holds a service's address in its callers' config: `crm` -> `CRM_URL`, `webhook-dispatcher` -> `WEBHOOK_DISPATCHER_URL`. */
export function addressSettingOf(service: string): string {
  return `${service.toUpperCase().replace(/-/g, '_')}_URL`;
}
