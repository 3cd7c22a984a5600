import type { CampaignPatchInput, Causation } from '@wbk/contracts';
import { newId } from '@wbk/platform';
import { applyCampaignPatch, type CampaignState } from '../domain/campaign';
import { stepCreated } from '../events/outreach-events';
import { changeCampaign, eventContext, type CampaignWriteDeps } from './campaign-writes';

export interface UpdateCampaignDeps extends CampaignWriteDeps {
  newId?: () => string;
}

export interface UpdateCampaignCommand {
  workspaceId: string;
  cause?: Causation;
  id: string;
  patch: CampaignPatchInput;
}

/** PATCH /v1/campaigns/{id}: the campaign as the patch leaves it, and as it was just before (for the audit entry's diff). */
export class UpdateCampaign {
  private readonly makeId: () => string;

  constructor(private readonly deps: UpdateCampaignDeps) {
    this.makeId = deps.newId ?? newId;
  }

  async execute(command: UpdateCampaignCommand): Promise<{ before: CampaignState | null; after: CampaignState }> {
    const { workspaceId, id, patch } = command;
    const ctx = eventContext(workspaceId, this.deps.clock, command.cause);
    let before: CampaignState | null = null;
    const after = await changeCampaign(this.deps, workspaceId, id, (current) => {
      before = current;
      const { campaign, createdSteps } = applyCampaignPatch(current, patch, this.deps.clock.now(), this.makeId);
      return { next: campaign, events: createdSteps.map((step) => stepCreated(ctx, id, step)) };
    });
    return { before, after };
  }
}
