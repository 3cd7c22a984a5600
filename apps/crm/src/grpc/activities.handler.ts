import { AppError, isUuid } from '@wbk/platform';
import { parseActivityListQuery } from '../domain/activity-query';
import type { ActivityRepository } from '../store/activity.repository';
import type { ContactRepository } from '../store/contact.repository';
import { decodeApiRequest, reply, type ApiReply } from '@wbk/rpc';

export interface ActivitiesHandlerDeps {
  activities: ActivityRepository;
  contacts: ContactRepository;
}

type Handler = (request: unknown) => Promise<ApiReply>;

function contactNotFound(): AppError {
  return new AppError('not_found', 'Contact not found');
}

/** GET /v1/contacts/{id}/activities: the contact's timeline, read-only (activities are written by the timeline consumer). */
export function createActivitiesHandlers(deps: ActivitiesHandlerDeps): Record<'ListContactActivities', Handler> {
  return {
    async ListContactActivities(request) {
      const call = decodeApiRequest(request);
      const raw = call.path['id'];
      if (raw === undefined || !isUuid(raw)) throw contactNotFound();
      const contactId = raw.toLowerCase();
      const query = parseActivityListQuery(call.query);
      // The contact first: a missing, deleted or other-workspace contact is 404, not an empty timeline.
      if (!(await deps.contacts.findLive(call.workspaceId, contactId))) throw contactNotFound();
      const { items, total } = await deps.activities.listForContact(call.workspaceId, contactId, {
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
