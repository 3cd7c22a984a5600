import { EVENT_TYPES, type EventType } from '../events/event-catalog';
import { CLI_MANIFEST, GATEWAY_MANIFEST, WEBHOOK_WORKER_MANIFEST } from './client-identities.manifest';
import { CRM_MANIFEST } from './crm.manifest';
import { ENRICHMENT_MANIFEST } from './enrichment.manifest';
import type { Identity, ServiceName } from './identities';
import { MAILBOX_SYNC_MANIFEST } from './mailbox-sync.manifest';
import { servedBy, type IdentityManifest, type ServiceManifest } from './manifest';
import { OUTREACH_MANIFEST } from './outreach.manifest';
import { WEBHOOK_DISPATCHER_MANIFEST } from './webhook-dispatcher.manifest';
import { WORKFLOW_ENGINE_MANIFEST } from './workflow-engine.manifest';
import { WORKSPACE_MANIFEST } from './workspace.manifest';

/** One manifest per service, keyed by its name (the compiler refuses a service without one). */
export const SERVICE_MANIFESTS: Readonly<Record<ServiceName, ServiceManifest>> = {
  workspace: WORKSPACE_MANIFEST,
  crm: CRM_MANIFEST,
  'webhook-dispatcher': WEBHOOK_DISPATCHER_MANIFEST,
  'workflow-engine': WORKFLOW_ENGINE_MANIFEST,
  outreach: OUTREACH_MANIFEST,
  enrichment: ENRICHMENT_MANIFEST,
  'mailbox-sync': MAILBOX_SYNC_MANIFEST,
};

/** Every identity's manifest, in the order the permission tables list them (docs/security.md). */
export const IDENTITY_MANIFESTS: readonly IdentityManifest[] = [
  WORKSPACE_MANIFEST,
  CRM_MANIFEST,
  WEBHOOK_DISPATCHER_MANIFEST,
  WEBHOOK_WORKER_MANIFEST,
  OUTREACH_MANIFEST,
  MAILBOX_SYNC_MANIFEST,
  WORKFLOW_ENGINE_MANIFEST,
  ENRICHMENT_MANIFEST,
  GATEWAY_MANIFEST,
  CLI_MANIFEST,
];

export function manifestOf(identity: Identity): IdentityManifest {
  const manifest = IDENTITY_MANIFESTS.find((m) => m.name === identity);
  if (manifest === undefined) throw new Error(`${identity} has no manifest in libs/contracts/src/services`);
  return manifest;
}

/** Who may call one gRPC service: `callers` on every method without its own entry in `methods` (only those identities). */
export interface CallerPolicy<Name extends string = Identity> {
  callers: readonly Name[];
  methods?: Readonly<Record<string, readonly Name[]>>;
}

/** Who may call each gRPC service, by fully qualified name: the gRPC half of the internal planes' policy. */
export function callerPolicyOf(manifests: readonly ServiceManifest[] = Object.values(SERVICE_MANIFESTS)): Record<string, CallerPolicy> {
  return Object.fromEntries(
    manifests.flatMap(servedBy).map(({ name, callers, methods }) => {
      const overrides = Object.entries(methods ?? {}).filter((entry): entry is [string, readonly Identity[]] => entry[1] !== undefined);
      return [name, overrides.length === 0 ? { callers } : { callers, methods: Object.fromEntries(overrides) }];
    }),
  );
}

/**
 * The one identity that publishes each event type; refuses a set of manifests
 * where a type has none or several, since the bus grants a subject to its
 * publisher alone.
 */
export function eventPublishersOf(manifests: readonly IdentityManifest[]): Record<EventType, Identity> {
  const publishers = {} as Record<EventType, Identity>;
  const problems: string[] = [];
  for (const type of EVENT_TYPES) {
    const owners = manifests.filter((m) => m.publishes.includes(type)).map((m) => m.name);
    if (owners.length === 1) publishers[type] = owners[0]!;
    else problems.push(`${type}: ${owners.length === 0 ? 'no publisher' : `published by ${owners.join(' and ')}`}`);
  }
  if (problems.length > 0) throw new Error(`every event type needs exactly one publisher in the manifests (libs/contracts/src/services): ${problems.join('; ')}`);
  return publishers;
}
