import {
  CAMPAIGN_DEFAULTS,
  type CampaignCreateInput,
  type CampaignPatchInput,
  type CampaignRecord,
  type CampaignStatus,
  type CampaignStepInput,
  type CampaignStepRecord,
  type Weekday,
  defaultFormat,
} from '@wbk/contracts';
import { AppError, validationError } from '@wbk/platform';

export interface CampaignStats {
  sent: number;
  delivered: number;
  bounced: number;
  replied: number;
  unsubscribed: number;
  completed: number;
}

export const EMPTY_STATS: CampaignStats = { sent: 0, delivered: 0, bounced: 0, replied: 0, unsubscribed: 0, completed: 0 };

export interface CampaignState {
  id: string;
  name: string;
  description: string | null;
  status: CampaignStatus;
  timezone: string;
  send_window: { days: Weekday[]; start_hour: number; end_hour: number };
  daily_cap: number;
  min_gap_seconds: number;
  stop_on_reply: boolean;
  auto_pause: { bounce_rate: number; min_sends: number };
  paused_reason: string | null;
  steps: CampaignStepRecord[];
  contact_count: number;
  stats: CampaignStats;
  started_at: string | null;
  completed_at: string | null;
  created_at: string;
  updated_at: string;
}

export function campaignNotFound(): AppError {
  return new AppError('campaign_not_found', 'Campaign not found');
}

/** An empty description reads as none. */
function description(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === '' ? null : value;
}

function stepRecord(input: CampaignStepInput, position: number, id: string, createdAt: string): CampaignStepRecord {
  return {
    id,
    position,
    channel: input.channel,
    delay_seconds: input.delay_seconds,
    subject: input.subject ?? null,
    message: input.message,
    format: input.format ?? defaultFormat(input.channel),
    created_at: createdAt,
  };
}

function sameStep(step: CampaignStepRecord, next: CampaignStepRecord): boolean {
  return step.channel === next.channel && step.delay_seconds === next.delay_seconds && step.subject === next.subject && step.message === next.message && step.format === next.format;
}

/**
 * A new sequence replacing `previous`: a step identical to the one at its
 * position keeps its id and creation time (it did not change); every other
 * step is new, and only new steps are announced with `campaign.step_created`.
 */
export function replaceSteps(previous: readonly CampaignStepRecord[], inputs: readonly CampaignStepInput[], now: string, newId: () => string): { steps: CampaignStepRecord[]; created: CampaignStepRecord[] } {
  const created: CampaignStepRecord[] = [];
  const steps = inputs.map((input, index) => {
    const candidate = stepRecord(input, index + 1, '', now);
    const kept = previous[index];
    if (kept !== undefined && sameStep(kept, candidate)) return kept;
    const step = { ...candidate, id: newId() };
    created.push(step);
    return step;
  });
  return { steps, created };
}

export function newCampaign(input: CampaignCreateInput, id: string, now: Date, workspaceTimezone: string, newId: () => string): { campaign: CampaignState; createdSteps: CampaignStepRecord[] } {
  const stamp = now.toISOString();
  const { steps, created } = replaceSteps([], input.steps ?? [], stamp, newId);
  const campaign: CampaignState = {
    id,
    name: input.name,
    description: description(input.description),
    status: 'draft',
    timezone: input.timezone ?? workspaceTimezone,
    send_window: input.send_window ?? { ...CAMPAIGN_DEFAULTS.sendWindow, days: [...CAMPAIGN_DEFAULTS.sendWindow.days] },
    daily_cap: input.daily_cap ?? CAMPAIGN_DEFAULTS.dailyCap,
    min_gap_seconds: input.min_gap_seconds ?? CAMPAIGN_DEFAULTS.minGapSeconds,
    stop_on_reply: input.stop_on_reply ?? CAMPAIGN_DEFAULTS.stopOnReply,
    auto_pause: input.auto_pause ?? { ...CAMPAIGN_DEFAULTS.autoPause },
    paused_reason: null,
    steps,
    contact_count: 0,
    stats: { ...EMPTY_STATS },
    started_at: null,
    completed_at: null,
    created_at: stamp,
    updated_at: stamp,
  };
  return { campaign, createdSteps: created };
}

/**
 * A PATCH: only the fields sent change. Nothing changes once completed;
 * `steps` only while draft or paused (an active sequence is not rewritten
 * under the sequencer), and a campaign that has started keeps at least one step.
 */
export function applyCampaignPatch(campaign: CampaignState, patch: CampaignPatchInput, now: Date, newId: () => string): { campaign: CampaignState; createdSteps: CampaignStepRecord[] } {
  if (campaign.status === 'completed') throw new AppError('campaign_not_editable', 'A completed campaign cannot be changed');
  let steps = campaign.steps;
  let createdSteps: CampaignStepRecord[] = [];
  if (patch.steps !== undefined) {
    if (campaign.status !== 'draft' && campaign.status !== 'paused') {
      throw new AppError('campaign_not_editable', `The steps of an ${campaign.status} campaign cannot be changed: pause it first`);
    }
    if (campaign.status !== 'draft' && patch.steps.length === 0) throw validationError([{ field: 'steps', message: 'a campaign that has started needs at least one step' }]);
    ({ steps, created: createdSteps } = replaceSteps(campaign.steps, patch.steps, now.toISOString(), newId));
  }
  const next: CampaignState = {
    ...campaign,
    ...(patch.name !== undefined ? { name: patch.name } : {}),
    ...(patch.description !== undefined ? { description: description(patch.description) } : {}),
    ...(patch.timezone !== undefined ? { timezone: patch.timezone } : {}),
    ...(patch.send_window !== undefined ? { send_window: patch.send_window } : {}),
    ...(patch.daily_cap !== undefined ? { daily_cap: patch.daily_cap } : {}),
    ...(patch.min_gap_seconds !== undefined ? { min_gap_seconds: patch.min_gap_seconds } : {}),
    ...(patch.stop_on_reply !== undefined ? { stop_on_reply: patch.stop_on_reply } : {}),
    ...(patch.auto_pause !== undefined ? { auto_pause: patch.auto_pause } : {}),
    steps,
    updated_at: now.toISOString(),
  };
  return { campaign: next, createdSteps };
}

/** `draft -> active`; the first steps fall due from now. */
export function startCampaign(campaign: CampaignState, now: Date): CampaignState {
  if (campaign.status !== 'draft') throw new AppError('campaign_not_draft', `Only a draft campaign can be started; this one is ${campaign.status}`);
  if (campaign.steps.length === 0) throw validationError([{ field: 'steps', message: 'a campaign needs at least one step before it starts' }], 'A campaign needs at least one step before it starts');
  const stamp = now.toISOString();
  return { ...campaign, status: 'active', started_at: stamp, updated_at: stamp };
}

/** `active -> paused`; `reason` is set when the campaign pauses itself (the bounce-rate rule). */
export function pauseCampaign(campaign: CampaignState, now: Date, reason: string | null = null): CampaignState {
  if (campaign.status !== 'active') throw new AppError('campaign_not_active', `Only an active campaign can be paused; this one is ${campaign.status}`);
  return { ...campaign, status: 'paused', paused_reason: reason, updated_at: now.toISOString() };
}

/** `paused -> active`. */
export function resumeCampaign(campaign: CampaignState, now: Date): CampaignState {
  if (campaign.status !== 'paused') throw new AppError('campaign_not_paused', `Only a paused campaign can be resumed; this one is ${campaign.status}`);
  return { ...campaign, status: 'active', paused_reason: null, updated_at: now.toISOString() };
}

/** `active -> completed`, once no enrollment of it can send any more (the sequencer decides). */
export function completeCampaign(campaign: CampaignState, now: Date): CampaignState {
  if (campaign.status !== 'active') throw new AppError('campaign_not_active', `Only an active campaign completes; this one is ${campaign.status}`);
  const stamp = now.toISOString();
  return { ...campaign, status: 'completed', completed_at: stamp, updated_at: stamp };
}

/** An active campaign without any contact for this long has nothing to send: it completes. */
export const EMPTY_CAMPAIGN_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Whether an active campaign none of whose enrollments can send any more is
 * done: once it has had contacts, or when it has run this long with none
 * (contacts may join a running campaign, so a new one is given time).
 */
export function isCampaignDone(campaign: CampaignState, runningEnrollments: number, now: Date): boolean {
  if (campaign.status !== 'active' || runningEnrollments > 0) return false;
  if (campaign.contact_count > 0) return true;
  const since = Date.parse(campaign.started_at ?? campaign.updated_at);
  return now.getTime() - since >= EMPTY_CAMPAIGN_GRACE_MS;
}

/**
 * A start or resume that would take the workspace past `limit` active
 * campaigns: every active campaign costs every sequencer pass some work, so
 * a workspace runs a bounded number at once.
 */
export function checkActiveCampaignRoom(activeCampaigns: number, limit: number): void {
  if (activeCampaigns >= limit) throw activeCampaignsQuotaExceeded(limit);
}

export function activeCampaignsQuotaExceeded(limit: number): AppError {
  return new AppError('quota_exceeded', `the workspace already has ${limit} active campaigns, the most it may run at once; pause one or let one complete before starting or resuming another`, {
    limit,
    resource: 'active_campaigns',
  });
}

export function checkDeletable(campaign: CampaignState): void {
  if (campaign.status !== 'draft') throw new AppError('campaign_not_draft', `Only a draft campaign can be deleted; this one is ${campaign.status}`);
}

/** Contacts can join until the campaign has completed. */
export function checkEnrollable(campaign: CampaignState): void {
  if (campaign.status === 'completed') throw new AppError('campaign_not_editable', 'Contacts cannot be added to a completed campaign');
}

export function toCampaignView(campaign: CampaignState): CampaignRecord {
  return {
    id: campaign.id,
    name: campaign.name,
    description: campaign.description,
    status: campaign.status,
    timezone: campaign.timezone,
    send_window: { days: [...campaign.send_window.days], start_hour: campaign.send_window.start_hour, end_hour: campaign.send_window.end_hour },
    daily_cap: campaign.daily_cap,
    min_gap_seconds: campaign.min_gap_seconds,
    stop_on_reply: campaign.stop_on_reply,
    auto_pause: { ...campaign.auto_pause },
    paused_reason: campaign.paused_reason,
    steps: campaign.steps.map((s) => ({ ...s })),
    step_count: campaign.steps.length,
    contact_count: campaign.contact_count,
    stats: { ...campaign.stats },
    started_at: campaign.started_at,
    completed_at: campaign.completed_at,
    created_at: campaign.created_at,
    updated_at: campaign.updated_at,
  };
}

/** Names are compared with case and runs of whitespace folded (the automation StartCampaign by name). */
export function foldCampaignName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The share of bounced sends above which an active campaign pauses itself, once it has sent enough (auto_pause). */
export function bounceRateExceeded(campaign: CampaignState): boolean {
  const { sent, bounced } = campaign.stats;
  return sent >= campaign.auto_pause.min_sends && sent > 0 && bounced / sent > campaign.auto_pause.bounce_rate;
}

/** The paused_reason of a campaign that paused itself on its bounce rate. */
export function bouncePauseReason(campaign: CampaignState): string {
  const { sent, bounced } = campaign.stats;
  return `bounce rate ${((bounced / sent) * 100).toFixed(1)}% passed ${(campaign.auto_pause.bounce_rate * 100).toFixed(1)}% after ${sent} sends`;
}
