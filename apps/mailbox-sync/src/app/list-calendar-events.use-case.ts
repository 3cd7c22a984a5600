import { CALENDAR_PAGE_LIMITS, pageOf, type CalendarEventListQuery, type CalendarEventRecord } from '@wbk/contracts';
import { AppError, type Clock } from '@wbk/platform';
import { resolveWindow } from '../domain/calendar-window';
import type { CrmContacts } from '../peers/crm-contacts.client';
import type { WorkspaceSync } from '../peers/workspace-sync.client';
import type { CalendarEventRepository } from '../store/calendar-event.repository';
import type { CalendarRepository } from '../store/calendar.repository';
import type { SyncCalendar } from './sync-calendar.use-case';

export interface ListCalendarEventsDeps {
  events: Pick<CalendarEventRepository, 'list'>;
  calendars: Pick<CalendarRepository, 'get'>;
  syncCalendar: Pick<SyncCalendar, 'execute'>;
  workspace: Pick<WorkspaceSync, 'profile'>;
  crm: Pick<CrmContacts, 'contactExists' | 'dealExists'>;
  clock: Clock;
}

export interface ListCalendarEventsRequest {
  workspaceId: string;
  query: CalendarEventListQuery;
  /** The window's bounds as the caller wrote them, quoted back when they are refused. */
  raw: { from?: string; to?: string };
}

export interface CalendarEventPage {
  events: CalendarEventRecord[];
  page: number;
  perPage: number;
  total: number;
}

/**
 * GET /v1/calendar/events: the events of the workspace's connected calendars
 * in a window of its time zone, optionally of one contact, deal or attendee.
 */
export class ListCalendarEvents {
  constructor(private readonly deps: ListCalendarEventsDeps) {}

  async execute(request: ListCalendarEventsRequest): Promise<CalendarEventPage> {
    const { deps } = this;
    const { workspaceId, query } = request;
    const profile = await deps.workspace.profile(workspaceId);
    if (profile.calendars.length === 0) {
      throw new AppError('insufficient_permissions', 'No calendar is connected for this workspace: connect calendar_provider_a or calendar_provider_b first', { connected: [] });
    }
    const window = resolveWindow(query.from_date, query.to_date, profile.timezone, deps.clock.now(), request.raw);
    const { contact_id: contactId, deal_id: dealId } = query;
    if (contactId !== undefined && !(await deps.crm.contactExists(workspaceId, contactId))) throw new AppError('not_found', `Contact ${contactId} not found in this workspace`);
    if (dealId !== undefined && !(await deps.crm.dealExists(workspaceId, dealId))) throw new AppError('not_found', `Deal ${dealId} not found in this workspace`);
    // A calendar connected but never synced is synced before its first answer, so a new connection never reads as empty.
    for (const c of profile.calendars) {
      const state = await deps.calendars.get(workspaceId, c.provider);
      if (state === null || state.account_id !== c.account_id) await deps.syncCalendar.execute(workspaceId);
    }
    const page = pageOf(query, CALENDAR_PAGE_LIMITS);
    const { items, total } = await deps.events.list(
      workspaceId,
      { providers: profile.calendars.map((c) => c.provider), ...window, contactId, dealId, attendeeEmail: query.attendee_email?.toLowerCase() },
      page.skip,
      page.perPage,
    );
    return { events: items, page: page.page, perPage: page.perPage, total };
  }
}
