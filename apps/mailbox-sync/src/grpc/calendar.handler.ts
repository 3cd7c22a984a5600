import { CALENDAR_PAGE_LIMITS, calendarEventListQuery, pageOf, parseQuery } from '@wbk/contracts';
import { AppError, type Clock, type Logger } from '@wbk/platform';
import { decodeApiRequest, reply, type ApiReply } from '@wbk/rpc';
import { resolveWindow } from '../domain/calendar-window';
import type { CrmContacts } from '../peers/crm-contacts.client';
import type { WorkspaceSync } from '../peers/workspace-sync.client';
import type { CalendarEventRepository } from '../store/calendar-event.repository';
import type { CalendarRepository } from '../store/calendar.repository';
import type { SyncCalendar } from '../app/sync-calendar.use-case';

export interface CalendarHandlerDeps {
  events: CalendarEventRepository;
  calendars: CalendarRepository;
  syncCalendar: SyncCalendar;
  workspace: WorkspaceSync;
  crm: Pick<CrmContacts, 'contactExists' | 'dealExists'>;
  clock: Clock;
  logger: Logger;
}

/** GET /v1/calendar/events. */
export function createCalendarHandlers(deps: CalendarHandlerDeps): Record<'ListCalendarEvents', (request: unknown) => Promise<ApiReply>> {
  return {
    async ListCalendarEvents(request) {
      const call = decodeApiRequest(request);
      const query = parseQuery(calendarEventListQuery, call.query);
      const profile = await deps.workspace.profile(call.workspaceId);
      if (profile.calendars.length === 0) {
        throw new AppError('insufficient_permissions', 'No calendar is connected for this workspace: connect calendar_provider_a or calendar_provider_b first', { connected: [] });
      }
      const window = resolveWindow(query.from_date, query.to_date, profile.timezone, deps.clock.now(), {
        ...(call.query['from_date'] !== undefined ? { from: call.query['from_date'] } : {}),
        ...(call.query['to_date'] !== undefined ? { to: call.query['to_date'] } : {}),
      });
      const contactId = query.contact_id?.toLowerCase();
      const dealId = query.deal_id?.toLowerCase();
      if (contactId !== undefined && !(await deps.crm.contactExists(call.workspaceId, contactId))) throw new AppError('not_found', `Contact ${contactId} not found in this workspace`);
      if (dealId !== undefined && !(await deps.crm.dealExists(call.workspaceId, dealId))) throw new AppError('not_found', `Deal ${dealId} not found in this workspace`);
      // A calendar connected but never synced is synced before its first answer, so a new connection never reads as empty.
      for (const c of profile.calendars) {
        const state = await deps.calendars.get(call.workspaceId, c.provider);
        if (state === null || state.account_id !== c.account_id) await deps.syncCalendar.execute(call.workspaceId);
      }
      const page = pageOf(query, CALENDAR_PAGE_LIMITS);
      const { items, total } = await deps.events.list(
        call.workspaceId,
        { providers: profile.calendars.map((c) => c.provider), ...window, contactId, dealId, attendeeEmail: query.attendee_email?.toLowerCase() },
        page.skip,
        page.perPage,
      );
      return reply({ events: items }, { meta: { page: page.page, per_page: page.perPage, total }, has_meta: true, audit: { action: 'api_access', resource_type: 'calendar_events', resource_id: '', diff_json: '' } });
    },
  };
}
