import { calendarEventListQuery, parseQuery } from '@wbk/contracts';
import { decodeApiRequest, reply, type ApiReply } from '@wbk/rpc';
import { ListCalendarEvents, type ListCalendarEventsDeps } from '../app/list-calendar-events.use-case';

export type CalendarHandlerDeps = ListCalendarEventsDeps;

/** GET /v1/calendar/events. */
export function createCalendarHandlers(deps: CalendarHandlerDeps): Record<'ListCalendarEvents', (request: unknown) => Promise<ApiReply>> {
  const listCalendarEvents = new ListCalendarEvents(deps);
  return {
    async ListCalendarEvents(request) {
      const call = decodeApiRequest(request);
      const query = parseQuery(calendarEventListQuery, call.query);
      const raw = {
        ...(call.query['from_date'] !== undefined ? { from: call.query['from_date'] } : {}),
        ...(call.query['to_date'] !== undefined ? { to: call.query['to_date'] } : {}),
      };
      const { events, page, perPage, total } = await listCalendarEvents.execute({ workspaceId: call.workspaceId, query, raw });
      return reply({ events }, { meta: { page, per_page: perPage, total }, has_meta: true, audit: { action: 'api_access', resource_type: 'calendar_events', resource_id: '', diff_json: '' } });
    },
  };
}
