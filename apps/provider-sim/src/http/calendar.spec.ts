import { zonedToInstantMs } from '../domain/calendar-time';
import { ACCOUNT, callSim, startTestSim, type TestSim } from '../testing/sim.fixture';

let t: TestSim;

beforeEach(async () => {
  t = await startTestSim();
});
afterEach(() => t.sim.close());

const get = (path: string) => callSim(t.sim, 'GET', path);
const addEvents = (events: unknown[], provider = 'calendar_provider_a') => callSim(t.sim, 'POST', '/control/calendar/events', { provider, account_id: ACCOUNT, events });

const london = (wall: string) => ({ date_time: wall, time_zone: 'Europe/London' });
type Event = Record<string, unknown> & { id: string };

// A weekly Friday meeting in London that runs over the clocks going forward (29 March 2026), one week cancelled, one moved.
const weekly = {
  id: 'series-1',
  title: 'Weekly matter review',
  start: london('2026-03-20T09:00'),
  end: london('2026-03-20T09:30:00'),
  attendees: [{ email: 'Jane@Acme.test', name: 'Jane Doe', response_status: 'accepted' }],
  recurrence: { freq: 'WEEKLY', by_day: ['FR'], count: 6 },
  exceptions: [
    { original_start: '2026-03-27T09:00:00', cancelled: true },
    { original_start: '2026-04-03T09:00:00', start: london('2026-04-03T11:00:00'), end: london('2026-04-03T11:30:00'), title: 'Matter review (moved)' },
  ],
};
const allDay = { id: 'filing-day', title: 'Filing deadline', start: { date: '2026-03-30', time_zone: 'America/Los_Angeles' } };
const single = { id: 'single', title: 'Intake call', start: { date_time: '2026-03-25T15:00:00', time_zone: 'America/New_York' }, end: { date_time: '2026-03-25T15:45:00', time_zone: 'America/New_York' } };
const later = { id: 'later', title: 'Next quarter', start: { date_time: '2026-07-01T10:00:00', time_zone: 'UTC' } };

describe('GET /calendar/{provider}/{account}/events', () => {
  it('answers series as stored, with rule and exceptions, and single and all-day events meeting the window', async () => {
    const added = await addEvents([weekly, allDay, single, later]);
    expect(added.status).toBe(200);
    expect(added.body['ids']).toEqual(['series-1', 'filing-day', 'single', 'later']);
    const listed = await get(`/calendar/calendar_provider_a/${ACCOUNT}/events?time_min=2026-03-23T00:00:00Z&time_max=2026-04-06T00:00:00Z`);
    expect(listed.status).toBe(200);
    const events = listed.body['events'] as Event[];
    expect(events.map((e) => e.id)).toEqual(['series-1', 'filing-day', 'single']);
    expect(listed.body['next_page_token']).toBeNull();
    expect(events[0]).toEqual({
      id: 'series-1',
      title: 'Weekly matter review',
      description: '',
      location: '',
      conference_url: null,
      start: { date_time: '2026-03-20T09:00:00', date: null, time_zone: 'Europe/London' },
      end: { date_time: '2026-03-20T09:30:00', date: null, time_zone: 'Europe/London' },
      all_day: false,
      attendees: [{ email: 'jane@acme.test', name: 'Jane Doe', response_status: 'accepted' }],
      organizer_email: 'organizer@calendar.sim.invalid',
      status: 'confirmed',
      recurrence: { freq: 'WEEKLY', interval: 1, count: 6, until: null, by_day: ['FR'] },
      exceptions: [
        { original_start: '2026-03-27T09:00:00', cancelled: true },
        {
          original_start: '2026-04-03T09:00:00',
          cancelled: false,
          start: { date_time: '2026-04-03T11:00:00', date: null, time_zone: 'Europe/London' },
          end: { date_time: '2026-04-03T11:30:00', date: null, time_zone: 'Europe/London' },
          title: 'Matter review (moved)',
        },
      ],
      updated_at: '2026-03-01T10:00:00.000Z',
    });
    expect(events[1]).toMatchObject({ all_day: true, start: { date: '2026-03-30', date_time: null }, end: { date: '2026-03-31', date_time: null } });
  });

  it('leaves out a series that ended before the window and an event after it', async () => {
    await addEvents([{ ...weekly, id: 'ended', recurrence: { freq: 'DAILY', until: '2026-03-21' }, exceptions: [] }, later]);
    const listed = await get(`/calendar/calendar_provider_a/${ACCOUNT}/events?time_min=2026-03-23T00:00:00Z&time_max=2026-04-06T00:00:00Z`);
    expect(listed.body['events']).toEqual([]);
    const open = await addEvents([{ ...weekly, id: 'endless', recurrence: { freq: 'DAILY', interval: 2 }, exceptions: [] }]);
    expect(open.status).toBe(200);
    expect(((await get(`/calendar/calendar_provider_a/${ACCOUNT}/events?time_min=2030-01-01T00:00:00Z`)).body['events'] as Event[]).map((e) => e.id)).toEqual(['endless']);
  });

  it('pages, keeps an event\'s place when it changes, and keeps the providers apart', async () => {
    await addEvents([weekly, allDay, single]);
    const first = await get(`/calendar/calendar_provider_a/${ACCOUNT}/events?page_size=2`);
    expect((first.body['events'] as Event[]).map((e) => e.id)).toEqual(['series-1', 'filing-day']);
    t.clock.advance(60_000);
    await addEvents([{ ...allDay, title: 'Filing deadline (extended)', start: { date: '2026-03-31', time_zone: 'America/Los_Angeles' } }]);
    const second = await get(`/calendar/calendar_provider_a/${ACCOUNT}/events?page_size=2&page_token=${first.body['next_page_token'] as string}`);
    expect((second.body['events'] as Event[]).map((e) => e.id)).toEqual(['single']);
    const all = (await get(`/calendar/calendar_provider_a/${ACCOUNT}/events`)).body['events'] as Event[];
    expect(all[1]).toMatchObject({ title: 'Filing deadline (extended)', updated_at: '2026-03-01T10:01:00.000Z' });
    expect((await get(`/calendar/calendar_provider_b/${ACCOUNT}/events`)).body).toEqual({ events: [], next_page_token: null });
    const b = await addEvents([{ title: 'Provider b meeting', start: { date_time: '2026-03-25T10:00:00', time_zone: 'Asia/Tokyo' } }], 'calendar_provider_b');
    expect(b.body['ids']).toEqual([expect.stringMatching(/^cpb_[0-9a-f]{24}$/)]);
  });

  it('refuses bad events, naming the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{ start: { date_time: '2026-03-20T09:00:00Z', time_zone: 'Europe/London' } }, 'start.date_time'],
      [{ start: { date_time: '2026-02-30T09:00:00', time_zone: 'Europe/London' } }, 'start.date_time'],
      [{ start: london('2026-03-20T09:00:00'), end: london('2026-03-20T08:00:00') }, 'end'],
      [{ start: { date_time: '2026-03-20T09:00:00', time_zone: 'Mars/Olympus' } }, 'start.time_zone'],
      [{ start: { date_time: '2026-03-20T09:00:00', date: '2026-03-20' } }, 'start'],
      [{ start: london('2026-03-20T09:00:00'), exceptions: [{ original_start: '2026-03-27T09:00:00', cancelled: true }] }, 'exceptions'],
      [{ start: london('2026-03-20T09:00:00'), recurrence: { freq: 'WEEKLY', count: 3, until: '2026-05-01' } }, 'recurrence'],
      [{ start: london('2026-03-20T09:00:00'), recurrence: { freq: 'MONTHLY' } }, 'recurrence.freq'],
      [{ start: { date: '2026-03-20' }, all_day: false }, 'all_day'],
      [{ start: london('2026-03-20T09:00:00'), attendees: [{ email: 'not-an-address' }] }, 'attendees.0.email'],
    ];
    for (const [event, field] of cases) {
      const res = await addEvents([event]);
      expect([field, res.status, (res.body['error'] as { details?: Array<{ field: string }> }).details?.[0]?.field]).toEqual([field, 400, `events.0.${field}`]);
    }
    expect((await get(`/calendar/calendar_provider_a/${ACCOUNT}/events?time_min=2026-04-01T00:00:00Z&time_max=2026-03-01T00:00:00Z`)).status).toBe(400);
    expect((await get(`/calendar/calendar_provider_a/${ACCOUNT}/events?time_min=yesterday`)).status).toBe(400);
    expect((await get(`/calendar/calendar_provider_z/${ACCOUNT}/events`)).status).toBe(404);
  });

  it('applies the read API faults and quota to calendars too', async () => {
    await callSim(t.sim, 'POST', '/control/mail/faults', { provider: 'calendar_provider_b', auth_error: true });
    expect(await get(`/calendar/calendar_provider_b/${ACCOUNT}/events`)).toMatchObject({ status: 401, body: { error: { code: 'invalid_grant' } } });
    expect((await get(`/calendar/calendar_provider_a/${ACCOUNT}/events`)).status).toBe(200);
    expect((await get(`/control/mail/requests?provider=calendar_provider_b&account_id=${ACCOUNT}`)).body).toEqual({ count: 1 });
  });
});

describe('wall times in zones', () => {
  it('turns London wall times into instants on both sides of the clock change', () => {
    expect(new Date(zonedToInstantMs('2026-03-27T09:00:00', 'Europe/London')).toISOString()).toBe('2026-03-27T09:00:00.000Z');
    expect(new Date(zonedToInstantMs('2026-04-03T09:00:00', 'Europe/London')).toISOString()).toBe('2026-04-03T08:00:00.000Z');
    expect(new Date(zonedToInstantMs('2026-03-29T01:30:00', 'Europe/London')).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(new Date(zonedToInstantMs('2026-11-01T01:30:00', 'America/New_York')).toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });
});
