import { CAMPAIGN_PAGE_LIMITS, campaignCreateBody, campaignListQuery, campaignPatchBody, pageOf, parseBody, parseQuery, type CampaignRecord } from '@wbk/contracts';
import { type ApiReply, auditFor, decodeApiRequest, keyedApiCreate, parseBodyJson, pathId, rejectUnknownQuery, reply } from '@wbk/rpc';
import type { CreateCampaign } from '../app/create-campaign.use-case';
import type { DeleteCampaign } from '../app/delete-campaign.use-case';
import type { GetCampaign } from '../app/get-campaign.use-case';
import type { ListCampaigns } from '../app/list-campaigns.use-case';
import type { PauseCampaign } from '../app/pause-campaign.use-case';
import type { ResumeCampaign } from '../app/resume-campaign.use-case';
import type { StartCampaign } from '../app/start-campaign.use-case';
import type { UpdateCampaign } from '../app/update-campaign.use-case';
import { campaignNotFound, toCampaignView } from '../domain/campaign';

const RESOURCE = 'campaigns';

export interface CampaignsHandlerDeps {
  createCampaign: CreateCampaign;
  listCampaigns: ListCampaigns;
  getCampaign: GetCampaign;
  updateCampaign: UpdateCampaign;
  deleteCampaign: DeleteCampaign;
  startCampaign: StartCampaign;
  pauseCampaign: PauseCampaign;
  resumeCampaign: ResumeCampaign;
}

type Handler = (request: unknown) => Promise<ApiReply>;
type CampaignRpc = 'CreateCampaign' | 'ListCampaigns' | 'GetCampaign' | 'UpdateCampaign' | 'DeleteCampaign' | 'StartCampaign' | 'PauseCampaign' | 'ResumeCampaign';

const audit = auditFor(RESOURCE);

/** The fields a PATCH changed, previous values, for the audit entry. */
function diffOf(before: CampaignRecord, after: CampaignRecord): Record<string, unknown> {
  const diff: Record<string, unknown> = {};
  for (const key of Object.keys(after) as Array<keyof CampaignRecord>) {
    if (key === 'updated_at') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) diff[key] = before[key];
  }
  return diff;
}

/** Campaign CRUD and the state changes (draft -> active -> paused -> active -> completed; docs/decisions.md, "Outreach"). */
export function createCampaignsHandlers(deps: CampaignsHandlerDeps): Record<CampaignRpc, Handler> {
  return {
    async CreateCampaign(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const input = parseBody(campaignCreateBody, parseBodyJson(call.bodyJson));
      const campaign = await deps.createCampaign.execute({ workspaceId: call.workspaceId, cause: call.cause, input, keyed: keyedApiCreate(call, 'CreateCampaign') });
      return reply(toCampaignView(campaign), { created: true, audit: audit('create', campaign.id) });
    },

    async ListCampaigns(request) {
      const call = decodeApiRequest(request);
      const query = parseQuery(campaignListQuery, call.query);
      const page = pageOf(query, CAMPAIGN_PAGE_LIMITS);
      const { items, total } = await deps.listCampaigns.execute({ workspaceId: call.workspaceId, status: query.status, skip: page.skip, limit: page.perPage });
      return reply(items.map(toCampaignView), { meta: { page: page.page, per_page: page.perPage, total }, has_meta: true, audit: audit('api_access', '') });
    },

    async GetCampaign(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const id = pathId(call, 'id', campaignNotFound);
      const campaign = await deps.getCampaign.execute({ workspaceId: call.workspaceId, id });
      return reply(toCampaignView(campaign), { audit: audit('api_access', id) });
    },

    async UpdateCampaign(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const id = pathId(call, 'id', campaignNotFound);
      const patch = parseBody(campaignPatchBody, parseBodyJson(call.bodyJson));
      const { before, after } = await deps.updateCampaign.execute({ workspaceId: call.workspaceId, cause: call.cause, id, patch });
      const view = toCampaignView(after);
      return reply(view, { audit: audit('update', id, before === null ? {} : diffOf(toCampaignView(before), view)) });
    },

    async DeleteCampaign(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const id = pathId(call, 'id', campaignNotFound);
      await deps.deleteCampaign.execute({ workspaceId: call.workspaceId, cause: call.cause, id });
      return reply({ id, deleted: true }, { audit: audit('delete', id) });
    },

    async StartCampaign(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const id = pathId(call, 'id', campaignNotFound);
      const started = await deps.startCampaign.execute({ workspaceId: call.workspaceId, cause: call.cause, id });
      return reply(toCampaignView(started), { audit: audit('update', id, { status: 'draft' }) });
    },

    async PauseCampaign(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const id = pathId(call, 'id', campaignNotFound);
      const paused = await deps.pauseCampaign.execute({ workspaceId: call.workspaceId, cause: call.cause, id });
      return reply(toCampaignView(paused), { audit: audit('update', id, { status: 'active' }) });
    },

    async ResumeCampaign(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const id = pathId(call, 'id', campaignNotFound);
      const resumed = await deps.resumeCampaign.execute({ workspaceId: call.workspaceId, cause: call.cause, id });
      return reply(toCampaignView(resumed), { audit: audit('update', id, { status: 'paused' }) });
    },
  };
}
