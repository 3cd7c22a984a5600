/**
 * GET /v1/calendar/events through the whole stack: meetings of the next days
 * (a series expanded with its exceptions, an all-day event, a single event)
 * with their contacts and deal, the default window in the workspace's
 * timezone, filters, pages, meetings on the contact timeline, and bad input.
 */
import { createTestWorkspace, expectEventually, startStack, type Stack } from '@wbk/testing';
import { createContact, mailSimOf, mailWorkspace, timelineOf, type MailWorkspace } from './mailbox.support';

interface EventView {
  id: string;
  title: string;
  start_time: string;
  end_time: string;
  all_day: boolean;
  contact_ids: string[];
  deal_id: string | null;
  status: string;
  attendees: Array<{ email: string }>;
}

/** YYYY-MM-DD of today + `days` in `zone`. */
function dateIn(zone: string, days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));
}

const ZONE = 'Europe/London';

describe('calendar events', () => {
  let stack: Stack;
  let ws: MailWorkspace;
  let jane: string;
  let deal: string;

  beforeAll(async () => {
    stack = await startStack();
    ws = await mailWorkspace(stack, { mail: [], calendars: ['calendar_provider_a'], timezone: ZONE });
    jane = await createContact(ws.api, 'jane.client@acme-holdings.example');
    const created = await ws.api.post('/v1/deals', { name: 'Acme v. Widgets', main_contact_id: jane });
    expect(created.status).toBe(201);
    deal = (created.body.data as { deal: { id: string } }).deal.id;
    const day1 = dateIn(ZONE, 1);
    const day2 = dateIn(ZONE, 2);
    const day3 = dateIn(ZONE, 3);
    await mailSimOf(stack).addEvents('calendar_provider_a', ws.account, [
      {
        id: 'kickoff',
        title: 'Engagement kick-off',
        start: { date_time: `${day1}T10:00:00`, time_zone: ZONE },
        end: { date_time: `${day1}T11:00:00`, time_zone: ZONE },
        attendees: [{ email: 'Jane.Client@acme-holdings.example', name: 'Jane', response_status: 'accepted' }],
        organizer_email: ws.account,
      },
      {
        id: 'standup',
        title: 'Matter stand-up',
        start: { date_time: `${day1}T09:00:00`, time_zone: 'America/New_York' },
        end: { date_time: `${day1}T09:15:00`, time_zone: 'America/New_York' },
        recurrence: { freq: 'DAILY', interval: 1, count: 3 },
        exceptions: [
          { original_start: `${day2}T09:00:00`, cancelled: true },
          { original_start: `${day3}T09:00:00`, start: { date_time: `${day3}T13:00:00`, time_zone: 'America/New_York' }, end: { date_time: `${day3}T13:15:00`, time_zone: 'America/New_York' } },
        ],
        attendees: [{ email: 'colleague@hartley-llp.example', name: 'Colleague', response_status: 'accepted' }],
      },
      { id: 'filing', title: 'Filing deadline', all_day: true, start: { date: day2, time_zone: ZONE }, end: { date: dateIn(ZONE, 3), time_zone: ZONE }, attendees: [] },
      {
        id: 'far',
        title: 'Hearing',
        start: { date_time: `${dateIn(ZONE, 40)}T10:00:00`, time_zone: ZONE },
        end: { date_time: `${dateIn(ZONE, 40)}T12:00:00`, time_zone: ZONE },
        attendees: [{ email: 'jane.client@acme-holdings.example', name: 'Jane', response_status: 'needs_action' }],
      },
    ]);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it("lists this week's meetings with their contacts and deal, recurrences expanded, within the default 30 days", async () => {
    const response = await ws.api.get('/v1/calendar/events');
    expect(response.status).toBe(200);
    const events = (response.body.data as { events: EventView[] }).events;
    expect(response.body.meta).toEqual({ page: 1, per_page: 25, total: 4 });
    expect(events.map((e) => e.title)).toEqual(expect.arrayContaining(['Engagement kick-off', 'Matter stand-up', 'Matter stand-up', 'Filing deadline']));
    const kickoff = events.find((e) => e.title === 'Engagement kick-off')!;
    expect(kickoff).toMatchObject({ contact_ids: [jane], deal_id: deal, all_day: false, status: 'confirmed' });
    const standups = events.filter((e) => e.title === 'Matter stand-up');
    // The cancelled second occurrence is gone; the third was moved to 13:00 New York time.
    expect(standups.map((e) => e.start_time.slice(0, 10))).toEqual([dateIn(ZONE, 1), dateIn(ZONE, 3)]);
    expect(standups[1]!.end_time > standups[1]!.start_time).toBe(true);
    expect(standups.every((e) => e.contact_ids.length === 0 && e.deal_id === null)).toBe(true);
    expect(events.find((e) => e.all_day)).toMatchObject({ title: 'Filing deadline', start_time: `${dateIn(ZONE, 2)}T00:00:00.000Z`, end_time: `${dateIn(ZONE, 3)}T00:00:00.000Z` });
    // Sorted by start.
    expect([...events].map((e) => e.start_time)).toEqual([...events].map((e) => e.start_time).sort());
  });

  it('filters by contact, deal and attendee, pages, and reaches further with to_date', async () => {
    const byContact = await ws.api.get(`/v1/calendar/events?contact_id=${jane}&to_date=${dateIn(ZONE, 60)}`);
    expect((byContact.body.data as { events: EventView[] }).events.map((e) => e.title)).toEqual(['Engagement kick-off', 'Hearing']);
    const byDeal = await ws.api.get(`/v1/calendar/events?deal_id=${deal}`);
    expect((byDeal.body.data as { events: EventView[] }).events.map((e) => e.title)).toEqual(['Engagement kick-off']);
    const byAttendee = await ws.api.get('/v1/calendar/events?attendee_email=COLLEAGUE@hartley-llp.example');
    expect(byAttendee.body.meta).toMatchObject({ total: 2 });
    const paged = await ws.api.get('/v1/calendar/events?per_page=1&page=2');
    expect(paged.body.meta).toEqual({ page: 2, per_page: 1, total: 4 });
    expect((paged.body.data as { events: EventView[] }).events).toHaveLength(1);
    const oneDay = await ws.api.get(`/v1/calendar/events?from_date=${dateIn(ZONE, 2)}&to_date=${dateIn(ZONE, 2)}`);
    expect((oneDay.body.data as { events: EventView[] }).events.map((e) => e.title)).toEqual(['Filing deadline']);
  });

  it('puts meetings on the timelines of the contacts attending', async () => {
    expect((await ws.api.get('/v1/calendar/events')).status).toBe(200);
    await expectEventually(async () => expect((await timelineOf(ws.api, jane)).filter((a) => a.type === 'meeting').map((a) => a.title).sort()).toEqual(['Engagement kick-off', 'Hearing']), { timeoutMs: 15_000 });
  });

  it('refuses bad input: dates, order, pages, foreign records, missing permission or calendar', async () => {
    expect(await ws.api.get('/v1/calendar/events?from_date=tomorrow')).toMatchObject({ status: 400, body: { error: { code: 'validation_error' } } });
    expect(await ws.api.get('/v1/calendar/events?to_date=2026-02-30')).toMatchObject({ status: 400, body: { error: { code: 'validation_error' } } });
    const reversed = await ws.api.get('/v1/calendar/events?from_date=2026-03-02&to_date=2026-03-01');
    expect(reversed).toMatchObject({ status: 400, body: { error: { code: 'invalid_date_range' } } });
    expect((await ws.api.get('/v1/calendar/events?per_page=101')).status).toBe(400);
    expect((await ws.api.get('/v1/calendar/events?contact_id=nope')).status).toBe(400);
    expect((await ws.api.get('/v1/calendar/events?attendee_email=nope')).status).toBe(400);
    expect((await ws.api.get('/v1/calendar/events?owner=me')).status).toBe(400);

    const other = await createTestWorkspace(stack.admin, { plan: 'org' }, { full: ['read', 'write'], writer: ['write'] });
    await stack.admin.connectProvider(other.id, { category: 'calendar', name: 'calendar_provider_b' });
    const foreignContact = await createContact(stack.api(other.keys.full!), 'someone@else.example');
    expect(await ws.api.get(`/v1/calendar/events?contact_id=${foreignContact}`)).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    expect((await ws.api.get(`/v1/calendar/events?deal_id=${foreignContact}`)).status).toBe(404);
    const writer = await stack.api(other.keys.writer!).get('/v1/calendar/events');
    expect(writer).toMatchObject({ status: 403, body: { error: { code: 'insufficient_permissions' } } });
    expect((writer.body.error as { message: string }).message).toMatch(/read:calendar/);

    const mailOnly = await mailWorkspace(stack);
    const noCalendar = await mailOnly.api.get('/v1/calendar/events');
    expect(noCalendar).toMatchObject({ status: 403, body: { error: { code: 'insufficient_permissions' } } });
    expect((noCalendar.body.error as { message: string }).message).toMatch(/No calendar is connected/);
  });
});
