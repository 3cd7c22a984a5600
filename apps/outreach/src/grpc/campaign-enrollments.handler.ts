import { ENROLLMENT_PAGE_LIMITS, enrollBody, enrollmentListQuery, pageOf, parseBody, parseQuery } from '@wbk/contracts';
import { type ApiReply, auditFor, decodeApiRequest, parseBodyJson, pathId, rejectUnknownQuery, reply } from '@wbk/rpc';
import type { EnrollContacts } from '../app/enroll-contacts.use-case';
import type { ListCampaignContacts } from '../app/list-campaign-contacts.use-case';
import { campaignNotFound } from '../domain/campaign';
import { toEnrollmentView } from '../domain/enrollment';

const RESOURCE = 'campaigns';

export interface EnrollmentsHandlerDeps {
  enrollContacts: EnrollContacts;
  listCampaignContacts: ListCampaignContacts;
}

type Handler = (request: unknown) => Promise<ApiReply>;

const audit = auditFor(RESOURCE);

/** POST and GET /v1/campaigns/{id}/contacts. */
export function createEnrollmentsHandlers(deps: EnrollmentsHandlerDeps): Record<'EnrollCampaignContacts' | 'ListCampaignContacts', Handler> {
  return {
    async EnrollCampaignContacts(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const campaignId = pathId(call, 'id', campaignNotFound);
      const contacts = parseBody(enrollBody, parseBodyJson(call.bodyJson));
      const data = await deps.enrollContacts.execute({ workspaceId: call.workspaceId, requestId: call.requestId, cause: call.cause, campaignId, contacts });
      return reply(data, { audit: audit('update', campaignId) });
    },

    async ListCampaignContacts(request) {
      const call = decodeApiRequest(request);
      const campaignId = pathId(call, 'id', campaignNotFound);
      const query = parseQuery(enrollmentListQuery, call.query);
      const page = pageOf(query, ENROLLMENT_PAGE_LIMITS);
      const { campaignStatus, items, total } = await deps.listCampaignContacts.execute({ workspaceId: call.workspaceId, campaignId, status: query.status, skip: page.skip, limit: page.perPage });
      return reply({ contacts: items.map((e) => toEnrollmentView(e, campaignStatus)) }, { meta: { page: page.page, per_page: page.perPage, total }, has_meta: true, audit: audit('api_access', campaignId) });
    },
  };
}
