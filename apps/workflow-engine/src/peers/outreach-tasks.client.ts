import type { CampaignState__Output, OutreachAutomationRpc } from '@wbk/contracts';
import { derivedUuid } from '@wbk/platform';
import type { TypedRpcClient } from '@wbk/rpc';
import type { CrmScope } from './crm-tasks.client';

export type OutreachCaller = Pick<TypedRpcClient<OutreachAutomationRpc>, 'call'>;

/**
 * What the assistant asks of the outreach service: an approved campaign_start
 * through its typed StartCampaign (start a draft, resume a paused campaign,
 * leave an active one), which is safe to repeat.
 */
export class OutreachTasksClient {
  constructor(private readonly rpc: OutreachCaller) {}

  startCampaign(scope: CrmScope, target: { campaign_id: string } | { campaign_name: string }): Promise<CampaignState__Output> {
    const context = { workspace_id: scope.workspaceId, request_id: scope.taskId, idempotency_key: derivedUuid(`assistant-task:${scope.taskId}:start-campaign`) };
    return this.rpc.call('StartCampaign', { context, ...target }, { idempotent: true });
  }
}
