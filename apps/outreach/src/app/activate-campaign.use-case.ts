import type { Causation } from '@wbk/contracts';
import { resumeCampaign, startCampaign, type CampaignState } from '../domain/campaign';
import { activationChange, campaignByName, changeCampaign, eventContext, requireCampaign, scheduleWaitingEnrollments, settleActivation, type CampaignWriteDeps } from './campaign-writes';

export interface ActivateCampaignCommand {
  workspaceId: string;
  cause?: Causation;
  /** The campaign by id, or by its name (case and whitespace folded; exactly one must match). */
  campaign: { id: string } | { name: string };
}

/**
 * The assistant's approved campaign_start (OutreachAutomationService.StartCampaign):
 * makes the campaign active whatever it was, so a repeated approval changes
 * nothing. Decided on the stored state at the write: a draft starts, a paused
 * campaign resumes, an active one stays; a completed one is refused by
 * startCampaign (campaign_not_draft).
 */
export class ActivateCampaign {
  constructor(private readonly deps: CampaignWriteDeps) {}

  async execute(command: ActivateCampaignCommand): Promise<CampaignState> {
    const { workspaceId } = command;
    const { campaign } =
      'id' in command.campaign ? await requireCampaign(this.deps.campaigns, workspaceId, command.campaign.id) : await campaignByName(this.deps.campaigns, workspaceId, command.campaign.name);
    const ctx = eventContext(workspaceId, this.deps.clock, command.cause);
    const now = (): Date => this.deps.clock.now();
    const activate = activationChange(this.deps, ctx, (current) => (current.status === 'paused' ? resumeCampaign(current, now()) : startCampaign(current, now())));
    let activated = false;
    const result = await changeCampaign(this.deps, workspaceId, campaign.id, (current) => {
      if (current.status === 'active') return null;
      activated = true;
      return activate(current);
    });
    if (activated) await settleActivation(this.deps, ctx, result);
    // Idempotent: only enrollments still waiting for a first due time are scheduled.
    await scheduleWaitingEnrollments(this.deps, workspaceId, result);
    return result;
  }
}
