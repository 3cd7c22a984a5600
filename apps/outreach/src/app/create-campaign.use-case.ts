import type { CampaignCreateInput, Causation } from '@wbk/contracts';
import { newId, type KeyedCreate } from '@wbk/platform';
import { newCampaign, type CampaignState } from '../domain/campaign';
import { campaignLifecycle, stepCreated } from '../events/outreach-events';
import type { WorkspaceProfiles } from '../peers/workspace-profile.client';
import { eventContext, type CampaignWriteDeps } from './campaign-writes';

export interface CreateCampaignDeps extends CampaignWriteDeps {
  profiles: WorkspaceProfiles;
  newId?: () => string;
}

export interface CreateCampaignCommand {
  workspaceId: string;
  cause?: Causation;
  input: CampaignCreateInput;
  /** Under an Idempotency-Key: the id and stamp a retry of the same request finds the stored campaign by. */
  keyed?: KeyedCreate;
}

/** POST /v1/campaigns: a draft campaign with its steps, announced with campaign.created and a step_created per step. */
export class CreateCampaign {
  private readonly makeId: () => string;

  constructor(private readonly deps: CreateCampaignDeps) {
    this.makeId = deps.newId ?? newId;
  }

  async execute(command: CreateCampaignCommand): Promise<CampaignState> {
    const { workspaceId, input, keyed } = command;
    // The workspace's time zone is the default; it is read only when the caller gives none.
    const timezone = input.timezone ?? (await this.deps.profiles.get(workspaceId)).timezone;
    const fresh = newCampaign({ ...input, timezone }, keyed?.id ?? this.makeId(), this.deps.clock.now(), timezone, this.makeId);
    const ctx = eventContext(workspaceId, this.deps.clock, command.cause);
    const events = [campaignLifecycle('campaign.created', ctx, fresh.campaign), ...fresh.createdSteps.map((step) => stepCreated(ctx, fresh.campaign.id, step))];
    const { campaign, created } = await this.deps.campaigns.insert(workspaceId, fresh.campaign, events, keyed?.stamp);
    if (created) this.deps.outbox.kick();
    return campaign;
  }
}
