import type { OutreachAutomationServiceDefinition } from '../generated/wbk/outreach/v1/OutreachAutomationService';
import { rpcService, type RpcMethodsOf } from './rpc-service';

/**
 * wbk.outreach.v1.OutreachAutomationService: what the workflow engine's
 * message actions and the assistant's campaign_start tasks call, so everything
 * that sends goes through outreach.
 */
export type OutreachAutomationRpc = RpcMethodsOf<OutreachAutomationServiceDefinition>;

export const OUTREACH_AUTOMATION_RPC = rpcService<OutreachAutomationServiceDefinition>('outreach/v1/outreach_automation.proto', 'wbk.outreach.v1.OutreachAutomationService');
