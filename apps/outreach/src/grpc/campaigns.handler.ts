import { CAMPAIGN_PAGE_LIMITS, campaignCreateBody, campaignListQuery, campaignPatchBody, pageOf, parseBody, parseQuery, type CampaignRecord } from '@wbk/contracts';
import { AppError, newId, type Clock } from '@wbk/platform';
import { decodeApiRequest, keyedApiCreate, parseBodyJson, reply, rejectUnknownQuery, type ApiCall, type ApiReply, type AuditInfo } from '@wbk/rpc';
import { applyCampaignPatch, checkDeletable, newCampaign, pauseCampaign, resumeCampaign, startCampaign, toCampaignView } from '../domain/campaign';
import { campaignLifecycle, stepCreated } from '../events/outreach-events';
import type { WorkspaceProfiles } from '../providers/workspace-profile.client';
import {
  CAMPAIGN_WRITE_ATTEMPTS,
  activationChange,
  campaignIdOf,
  changeCampaign,
  eventContext,
  lifecycleChange,
  requireCampaign,
  scheduleWaitingEnrollments,
  settleActivation,
  type CampaignWriteDeps,
} from './campaign-writes';

const RESOURCE = 'campaigns';

export interface CampaignsHandlerDeps extends CampaignWriteDeps {
  profiles: WorkspaceProfiles;
  clock: Clock;
  newId?: () => string;
}

type Handler = (request: unknown) => Promise<ApiReply>;
type CampaignRpc = 'CreateCampaign' | 'ListCampaigns' | 'GetCampaign' | 'UpdateCampaign' | 'DeleteCampaign' | 'StartCampaign' | 'PauseCampaign' | 'ResumeCampaign';

function audit(action: AuditInfo['action'], resourceId: string, diff?: Record<string, unknown>): AuditInfo {
  return { action, resource_type: RESOURCE, resource_id: resourceId, diff_json: diff ? JSON.stringify(diff) : '' };
}

/** The fields a PATCH changed, previous values, for the audit entry. */
function diffOf(before: CampaignRecord, after: CampaignRecord): Record<string, unknown> {
  const diff: Record<string, unknown> = {};
  for (const key of Object.keys(after) as Array<keyof CampaignRecord>) {
    if (key === 'updated_at') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) diff[key] = before[key];
  }
  return diff;
}

/** Campaign CRUD and the state changes of DESIGN.md section 5 (draft -> active -> paused -> active -> completed). */
export function createCampaignsHandlers(deps: CampaignsHandlerDeps): Record<CampaignRpc, Handler> {
  const makeId = deps.newId ?? newId;
  const ctxOf = (call: ApiCall) => eventContext(call.workspaceId, deps.clock, call.cause);

  return {
    async CreateCampaign(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const input = parseBody(campaignCreateBody, parseBodyJson(call.bodyJson));
      // The workspace's time zone is the default; it is read only when the caller gives none.
      const timezone = input.timezone ?? (await deps.profiles.get(call.workspaceId)).timezone;
      const keyed = keyedApiCreate(call, 'CreateCampaign');
      const fresh = newCampaign({ ...input, timezone }, keyed?.id ?? makeId(), deps.clock.now(), timezone, makeId);
      const ctx = ctxOf(call);
      const events = [campaignLifecycle('campaign.created', ctx, fresh.campaign), ...fresh.createdSteps.map((step) => stepCreated(ctx, fresh.campaign.id, step))];
      const { campaign, created } = await deps.campaigns.insert(call.workspaceId, fresh.campaign, events, keyed?.stamp);
      if (created) deps.afterWrite();
      return reply(toCampaignView(campaign), { created: true, audit: audit('create', campaign.id) });
    },

    async ListCampaigns(request) {
      const call = decodeApiRequest(request);
      const query = parseQuery(campaignListQuery, call.query);
      const page = pageOf(query, CAMPAIGN_PAGE_LIMITS);
      const { items, total } = await deps.campaigns.list(call.workspaceId, query.status, page.skip, page.perPage);
      return reply(items.map(toCampaignView), { meta: { page: page.page, per_page: page.perPage, total }, has_meta: true, audit: audit('api_access', '') });
    },

    async GetCampaign(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const id = campaignIdOf(call.path['id']);
      const { campaign } = await requireCampaign(deps.campaigns, call.workspaceId, id);
      return reply(toCampaignView(campaign), { audit: audit('api_access', id) });
    },

    async UpdateCampaign(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const id = campaignIdOf(call.path['id']);
      const patch = parseBody(campaignPatchBody, parseBodyJson(call.bodyJson));
      const ctx = ctxOf(call);
      let before: CampaignRecord | null = null;
      const updated = await changeCampaign(deps, call.workspaceId, id, (current) => {
        before = toCampaignView(current);
        const { campaign, createdSteps } = applyCampaignPatch(current, patch, deps.clock.now(), makeId);
        return { next: campaign, events: createdSteps.map((step) => stepCreated(ctx, id, step)) };
      });
      const view = toCampaignView(updated);
      return reply(view, { audit: audit('update', id, before === null ? {} : diffOf(before, view)) });
    },

    async DeleteCampaign(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const id = campaignIdOf(call.path['id']);
      for (let attempt = 0; attempt < CAMPAIGN_WRITE_ATTEMPTS; attempt++) {
        const stored = await requireCampaign(deps.campaigns, call.workspaceId, id);
        checkDeletable(stored.campaign);
        const deletedAt = deps.clock.now().toISOString();
        if (await deps.campaigns.tombstone(call.workspaceId, id, stored.version, deletedAt, [campaignLifecycle('campaign.deleted', ctxOf(call), stored.campaign)])) {
          deps.afterWrite();
          // A draft has sent nothing: its enrollments go with it.
          await deps.enrollments.deleteForCampaign(call.workspaceId, id);
          return reply({ id, deleted: true }, { audit: audit('delete', id) });
        }
      }
      throw new AppError('version_conflict', 'The campaign was changed by another request at the same moment; retry the request');
    },

    async StartCampaign(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const id = campaignIdOf(call.path['id']);
      const ctx = ctxOf(call);
      const started = await changeCampaign(deps, call.workspaceId, id, activationChange(deps, ctx, (c) => startCampaign(c, deps.clock.now())));
      await settleActivation(deps, ctx, started);
      await scheduleWaitingEnrollments(deps, call.workspaceId, started);
      return reply(toCampaignView(started), { audit: audit('update', id, { status: 'draft' }) });
    },

    async PauseCampaign(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const id = campaignIdOf(call.path['id']);
      const paused = await changeCampaign(deps, call.workspaceId, id, lifecycleChange(ctxOf(call), 'campaign.paused', (c) => pauseCampaign(c, deps.clock.now())));
      return reply(toCampaignView(paused), { audit: audit('update', id, { status: 'active' }) });
    },

    async ResumeCampaign(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const id = campaignIdOf(call.path['id']);
      // A resumed campaign is announced as started again: it is sending once more.
      const ctx = ctxOf(call);
      const resumed = await changeCampaign(deps, call.workspaceId, id, activationChange(deps, ctx, (c) => resumeCampaign(c, deps.clock.now())));
      await settleActivation(deps, ctx, resumed);
      return reply(toCampaignView(resumed), { audit: audit('update', id, { status: 'paused' }) });
    },
  };
}
