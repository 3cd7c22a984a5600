import type { Causation } from '@wbk/contracts';
import { startCampaign, type CampaignState } from '../domain/campaign';
import { activationChange, changeCampaign, eventContext, scheduleWaitingEnrollments, settleActivation, type CampaignWriteDeps } from './campaign-writes';

export interface CampaignCommand {
  workspaceId: string;
  cause?: Causation;
  id: string;
}

/** POST /v1/campaigns/{id}/start: draft -> active, within the workspace's cap on active campaigns; waiting enrollments get their first due time. */
export class StartCampaign {
  constructor(private readonly deps: CampaignWriteDeps) {}

  async execute(command: CampaignCommand): Promise<CampaignState> {
    const { workspaceId, id } = command;
    const ctx = eventContext(workspaceId, this.deps.clock, command.cause);
    const started = await changeCampaign(this.deps, workspaceId, id, activationChange(this.deps, ctx, (c) => startCampaign(c, this.deps.clock.now())));
    await settleActivation(this.deps, ctx, started);
    await scheduleWaitingEnrollments(this.deps, workspaceId, started);
    return started;
  }
}
