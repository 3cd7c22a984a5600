import type { CrmAutomationServiceDefinition } from '../generated/wbk/crm/v1/CrmAutomationService';
import { rpcService, type RpcMethodsOf } from './rpc-service';

/**
 * wbk.crm.v1.CrmAutomationService: the CRM's typed RPCs for the workflow
 * engine's actions and the assistant's approved tasks.
 */
export type CrmAutomationRpc = RpcMethodsOf<CrmAutomationServiceDefinition>;

export const CRM_AUTOMATION_RPC = rpcService<CrmAutomationServiceDefinition>('crm/v1/crm_automation.proto', 'wbk.crm.v1.CrmAutomationService');
