import type { CrmServiceDefinition } from '../generated/wbk/crm/v1/CrmService';
import type { EnrichmentServiceDefinition } from '../generated/wbk/enrichment/v1/EnrichmentService';
import type { MailboxServiceDefinition } from '../generated/wbk/mailbox/v1/MailboxService';
import type { OutreachServiceDefinition } from '../generated/wbk/outreach/v1/OutreachService';
import type { WorkflowEngineServiceDefinition } from '../generated/wbk/workflows/v1/WorkflowEngineService';
import { rpcService } from './rpc-service';

/*
 * The services that only serve the public routes the gateway forwards
 * (ApiRequest -> ApiReply). Workspace's and the webhook dispatcher's public
 * services also carry typed internal calls: WORKSPACE_RPC and WEBHOOKS_RPC.
 */
export const CRM_RPC = rpcService<CrmServiceDefinition>('crm/v1/crm.proto', 'wbk.crm.v1.CrmService');
export const OUTREACH_RPC = rpcService<OutreachServiceDefinition>('outreach/v1/outreach.proto', 'wbk.outreach.v1.OutreachService');
export const ENRICHMENT_RPC = rpcService<EnrichmentServiceDefinition>('enrichment/v1/enrichment.proto', 'wbk.enrichment.v1.EnrichmentService');
export const MAILBOX_RPC = rpcService<MailboxServiceDefinition>('mailbox/v1/mailbox.proto', 'wbk.mailbox.v1.MailboxService');
export const WORKFLOW_ENGINE_RPC = rpcService<WorkflowEngineServiceDefinition>('workflows/v1/workflows.proto', 'wbk.workflows.v1.WorkflowEngineService');
