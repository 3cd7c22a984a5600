import { parseActivityListQuery } from '../domain/activity-query';
import { contactNotFound } from '../domain/refusals';
import { ListContactActivities, type ListContactActivitiesDeps } from '../app/list-contact-activities.use-case';
import { decodeApiRequest, pathId, reply, type ApiReply } from '@wbk/rpc';

export type ActivitiesHandlerDeps = ListContactActivitiesDeps;

type Handler = (request: unknown) => Promise<ApiReply>;

/** GET /v1/contacts/{id}/activities: the contact's timeline, read-only (activities are written by the timeline consumer). */
export function createActivitiesHandlers(deps: ActivitiesHandlerDeps): Record<'ListContactActivities', Handler> {
  const listContactActivities = new ListContactActivities(deps);
  return {
    async ListContactActivities(request) {
      const call = decodeApiRequest(request);
      const contactId = pathId(call, 'id', contactNotFound);
      const query = parseActivityListQuery(call.query);
      const { items, total } = await listContactActivities.execute(call.workspaceId, contactId, {
        ...(query.types ? { types: query.types } : {}),
        skip: query.skip,
        limit: query.perPage,
      });
      return reply(items, {
        meta: { page: query.page, per_page: query.perPage, total },
        has_meta: true,
        audit: { action: 'api_access', resource_type: 'contacts', resource_id: contactId, diff_json: '' },
      });
    },
  };
}
