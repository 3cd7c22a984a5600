// Typed RPC descriptors: proto file and fully qualified name, with each method's messages.
export { rpcService, type RpcMethod, type RpcMethodMap, type RpcMethodsOf, type RpcService } from './rpc-service';
export { CRM_AUTOMATION_RPC, type CrmAutomationRpc } from './crm-automation.rpc';
export { WEBHOOKS_RPC, type WebhooksRpc } from './webhooks.rpc';
export { WORKSPACE_RPC, type WorkspaceRpc } from './workspace.rpc';
export { OUTREACH_AUTOMATION_RPC, type OutreachAutomationRpc } from './outreach-automation.rpc';
export { ENRICHMENT_AUTOMATION_RPC, type EnrichmentAutomationRpc } from './enrichment-automation.rpc';
export { CRM_RPC, ENRICHMENT_RPC, MAILBOX_RPC, OUTREACH_RPC, WORKFLOW_ENGINE_RPC } from './api-services.rpc';
