// Typed service-to-service RPC descriptors.
// Typed service-to-service RPCs
export { rpcService, type RpcMethod, type RpcMethodMap, type RpcMethodsOf, type RpcService } from './rpc-service';
export { CRM_AUTOMATION_RPC, type CrmAutomationRpc } from './crm-automation.rpc';
export { WEBHOOKS_RPC, type WebhooksRpc } from './webhooks.rpc';
export { WORKSPACE_RPC, type WorkspaceRpc } from './workspace.rpc';
export { OUTREACH_AUTOMATION_RPC, type OutreachAutomationRpc } from './outreach-automation.rpc';
export { ENRICHMENT_AUTOMATION_RPC, type EnrichmentAutomationRpc } from './enrichment-automation.rpc';
