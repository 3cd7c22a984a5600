// One manifest per service (and per other identity): what it serves, calls, publishes and consumes.
export { CLIENT_IDENTITIES, SERVICE_NAMES, addressSettingOf, isServiceName, type ClientIdentity, type Identity, type ServiceName } from './identities';
export { appOf, callersOf, eventsAbout, routesOf, served, servedBy, type BusUse, type ClientManifest, type EventConsumer, type IdentityManifest, type RpcAccess, type ServedRpc, type ServiceManifest } from './manifest';
export { IDENTITY_MANIFESTS, SERVICE_MANIFESTS, callerPolicyOf, eventPublishersOf, manifestOf, type CallerPolicy } from './manifests';
export { CLI_MANIFEST, GATEWAY_MANIFEST, WEBHOOK_WORKER_MANIFEST } from './client-identities.manifest';
export { CRM_MANIFEST } from './crm.manifest';
export { ENRICHMENT_MANIFEST } from './enrichment.manifest';
export { MAILBOX_SYNC_MANIFEST } from './mailbox-sync.manifest';
export { OUTREACH_MANIFEST } from './outreach.manifest';
export { WEBHOOK_DISPATCHER_MANIFEST } from './webhook-dispatcher.manifest';
export { WORKFLOW_ENGINE_MANIFEST } from './workflow-engine.manifest';
export { WORKSPACE_MANIFEST } from './workspace.manifest';
