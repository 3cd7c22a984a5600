import { CRM_AUTOMATION_RPC, OUTREACH_AUTOMATION_RPC, WEBHOOKS_RPC } from '@wbk/contracts';
import type { Logger } from '@wbk/platform';
import { createTypedRpcClient, loadRpcService } from '@wbk/rpc';
import { CrmActionsClient } from './crm-actions.client';
import { OutreachActionsClient } from './outreach-actions.client';
import { WebhooksActionsClient } from './webhooks-actions.client';

export interface ActionPeersOptions {
  /** host:port of the CRM (CRM_URL). */
  crmAddress: string;
  /** host:port of the webhook dispatcher, ROLE=all (WEBHOOK_DISPATCHER_URL). */
  dispatcherAddress: string;
  /** host:port of the outreach service (OUTREACH_URL). */
  outreachAddress: string;
  protoRoot: string;
  logger: Logger;
}

/** The sibling services workflow actions call, plus close(), which releases their channels and breakers (Shutdown in main.ts). */
export interface ActionPeers {
  crm: CrmActionsClient;
  outreach: OutreachActionsClient;
  webhooks: WebhooksActionsClient;
  close(): void;
}

export function connectActionPeers(options: ActionPeersOptions): ActionPeers {
  const crm = createTypedRpcClient(loadRpcService(options.protoRoot, CRM_AUTOMATION_RPC), { name: 'crm', address: options.crmAddress, logger: options.logger });
  const dispatcher = createTypedRpcClient(loadRpcService(options.protoRoot, WEBHOOKS_RPC), { name: 'webhook-dispatcher', address: options.dispatcherAddress, logger: options.logger });
  const outreach = createTypedRpcClient(loadRpcService(options.protoRoot, OUTREACH_AUTOMATION_RPC), { name: 'outreach', address: options.outreachAddress, logger: options.logger });
  return {
    crm: new CrmActionsClient(crm),
    outreach: new OutreachActionsClient(outreach),
    webhooks: new WebhooksActionsClient(dispatcher),
    close() {
      crm.close();
      dispatcher.close();
      outreach.close();
    },
  };
}
