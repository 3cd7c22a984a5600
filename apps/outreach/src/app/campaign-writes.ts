// The version-guarded campaign writes the campaign use cases share.
import type { Causation, EventEnvelope } from '@wbk/contracts';
import { AppError, type Clock } from '@wbk/platform';
import { activeCampaignsQuotaExceeded, campaignNotFound, checkActiveCampaignRoom, foldCampaignName, pauseCampaign, type CampaignState } from '../domain/campaign';
import { firstDueAt } from '../domain/enrollment';
import type { OutboxKick } from '../events/outbox-kick';
import { campaignLifecycle, type EventContext } from '../events/outreach-events';
import type { CampaignRepository, StoredCampaign } from '../store/campaign.repository';
import type { EnrollmentRepository } from '../store/enrollment.repository';

/** Read-modify-write attempts before a campaign changed by others at the same moment answers version_conflict. */
export const CAMPAIGN_WRITE_ATTEMPTS = 5;

/** What every campaign use case is given. */
export interface CampaignWriteDeps {
  campaigns: CampaignRepository;
  enrollments: EnrollmentRepository;
  clock: Clock;
  outbox: OutboxKick;
  /** OUTREACH_MAX_ACTIVE_CAMPAIGNS_PER_WORKSPACE: a start or resume past it is refused. */
  maxActiveCampaigns: number;
}

export function eventContext(workspaceId: string, clock: Clock, cause: Causation | undefined): EventContext {
  return { workspaceId, clock, ...(cause ? { cause } : {}) };
}

export async function requireCampaign(campaigns: CampaignRepository, workspaceId: string, id: string): Promise<StoredCampaign> {
  const stored = await campaigns.findLive(workspaceId, id);
  if (!stored) throw campaignNotFound();
  return stored;
}

export interface CampaignChange {
  next: CampaignState;
  events: EventEnvelope[];
}

/**
 * Applies `change` to the stored campaign and writes it with its events if
 * nobody else wrote in between; re-reads and re-applies otherwise. `change`
 * may throw (a state the change is not allowed from). Answers the campaign as written.
 */
export async function changeCampaign(
  deps: CampaignWriteDeps,
  workspaceId: string,
  id: string,
  change: (current: CampaignState) => CampaignChange | null | Promise<CampaignChange | null>,
): Promise<CampaignState> {
  for (let attempt = 0; attempt < CAMPAIGN_WRITE_ATTEMPTS; attempt++) {
    const stored = await requireCampaign(deps.campaigns, workspaceId, id);
    const result = await change(stored.campaign);
    if (result === null) return stored.campaign;
    const { stats: _stats, id: _id, ...fields } = result.next;
    if (await deps.campaigns.update(workspaceId, id, stored.version, fields, result.events)) {
      if (result.events.length > 0) deps.outbox.kick();
      return result.next;
    }
  }
  throw new AppError('version_conflict', 'The campaign was changed by another request at the same moment; retry the request');
}

/**
 * Enrollments made while the campaign was a draft get their first due time
 * from the start (start time + the first step's delay). Run after the start is
 * written; the sequencer treats a pending enrollment of an active campaign
 * without a due time the same way, should this step be cut short.
 */
export async function scheduleWaitingEnrollments(deps: CampaignWriteDeps, workspaceId: string, campaign: CampaignState): Promise<void> {
  const dueAt = firstDueAt(campaign.status, campaign.steps, new Date(campaign.started_at ?? deps.clock.now().toISOString()));
  if (dueAt !== null) await deps.enrollments.scheduleWaiting(workspaceId, campaign.id, dueAt, deps.clock.now().toISOString());
}

/** `campaign.started` / `campaign.paused` for a state change made by `apply`. */
export function lifecycleChange(ctx: EventContext, type: 'campaign.started' | 'campaign.paused', apply: (current: CampaignState) => CampaignState) {
  return (current: CampaignState): CampaignChange => {
    const next = apply(current);
    return { next, events: [campaignLifecycle(type, ctx, next)] };
  };
}

/**
 * A change that makes the campaign active (start, resume): `apply` decides
 * whether the move is allowed from the stored state, then the workspace must
 * have room for one more active campaign.
 */
export function activationChange(deps: CampaignWriteDeps, ctx: EventContext, apply: (current: CampaignState) => CampaignState) {
  const change = lifecycleChange(ctx, 'campaign.started', apply);
  return async (current: CampaignState): Promise<CampaignChange> => {
    const result = change(current);
    checkActiveCampaignRoom(await deps.campaigns.countActive(ctx.workspaceId), deps.maxActiveCampaigns);
    return result;
  };
}

/**
 * Concurrent starts can all pass the count before their writes: whichever
 * finds the workspace over its cap once written pauses its campaign again
 * (with the reason) and is refused, so the cap holds.
 */
export async function settleActivation(deps: CampaignWriteDeps, ctx: EventContext, campaign: CampaignState): Promise<void> {
  if (campaign.status !== 'active' || (await deps.campaigns.countActive(ctx.workspaceId)) <= deps.maxActiveCampaigns) return;
  const reason = `the workspace was over its ${deps.maxActiveCampaigns} active campaigns when this one started`;
  await changeCampaign(deps, ctx.workspaceId, campaign.id, (current) =>
    current.status === 'active' ? lifecycleChange(ctx, 'campaign.paused', (c) => pauseCampaign(c, deps.clock.now(), reason))(current) : null,
  );
  throw activeCampaignsQuotaExceeded(deps.maxActiveCampaigns);
}

/** Campaigns named `name` (case and whitespace folded): exactly one, or the reason there is not. */
export async function campaignByName(campaigns: CampaignRepository, workspaceId: string, name: string): Promise<StoredCampaign> {
  const found = await campaigns.findLiveByName(workspaceId, foldCampaignName(name), 10);
  if (found.length === 0) throw new AppError('campaign_not_found', `No campaign named "${name.trim()}" in this workspace`);
  if (found.length > 1) {
    throw new AppError('validation_error', `${found.length} campaigns are named "${name.trim()}"; name the campaign by id`, {
      fields: [{ field: 'campaign_name', message: `matches ${found.map((c) => c.campaign.id).join(', ')}` }],
    });
  }
  return found[0]!;
}
