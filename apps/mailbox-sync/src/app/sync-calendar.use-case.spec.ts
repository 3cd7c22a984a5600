// The calendar syncer on a real embedded store, with the provider, the CRM and the workspace service as fakes.
import { createLogger, systemClock } from '@wbk/platform';
import { openStore, type DocStore } from '@wbk/store';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProviderCalendarEvent } from '../providers/calendar-provider.client';
import type { HealthReport } from '../peers/workspace-sync.client';
import { CalendarEventRepository } from '../store/calendar-event.repository';
import { CalendarRepository } from '../store/calendar.repository';
import { SyncCalendar } from './sync-calendar.use-case';

const WS = '0f2b4d6e-8a1c-4e3f-9b5d-7c9e1a3b5d7f';
const JANE = '8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f';
const DEAL = '4c6e8a0b-2d4f-4a6c-8e0b-2d4f6a8c0e2a';

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

function standup(overrides: Partial<ProviderCalendarEvent> = {}): ProviderCalendarEvent {
  return {
    id: 'standup',
    title: 'Stand-up',
    description: null,
    location: null,
    conference_url: null,
    start: { date_time: `${day(1)}T09:00:00`, date: null, time_zone: 'Europe/London' },
    end: { date_time: `${day(1)}T09:15:00`, date: null, time_zone: 'Europe/London' },
    all_day: false,
    attendees: [{ email: 'jane@client.example', name: 'Jane', response_status: 'accepted' }],
    organizer_email: 'partner@firm.example',
    status: 'confirmed',
    recurrence: { freq: 'DAILY', interval: 1, count: 3, until: null, by_day: null },
    exceptions: [],
    updated_at: null,
    ...overrides,
  };
}

let store: DocStore;
let dir: string;
let events: ProviderCalendarEvent[];
let reports: HealthReport[];
let syncer: SyncCalendar;
let eventsRepo: CalendarEventRepository;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'calendar-syncer-'));
  store = await openStore({ kind: 'embedded', dataDir: dir });
  events = [standup()];
  reports = [];
  eventsRepo = new CalendarEventRepository(store);
  syncer = new SyncCalendar({
    calendar: { list: async () => ({ kind: 'page', events, nextPageToken: null }) },
    events: eventsRepo,
    calendars: new CalendarRepository(store),
    crm: {
      match: async () => ({ byEmail: new Map([['jane@client.example', [JANE]]]), openDeals: new Map([[JANE, [DEAL]]]) }),
      contactExists: async () => true,
      dealExists: async () => true,
    },
    workspace: { profile: async () => ({ mailboxes: [], calendars: [{ provider: 'calendar_provider_a', account_id: 'partner@firm.example' }], timezone: 'UTC' }), invalidate: () => undefined, report: async (r) => void reports.push(r) },
    clock: systemClock,
    logger: createLogger({ service: 'calendar-syncer-spec', level: 'silent' }),
    pastDays: 7,
    futureDays: 30,
    maxAttempts: 2,
    maxBackoffMs: 10,
    afterWrite: () => undefined,
    sleep: async () => undefined,
  });
});

afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const window = () => ({ providers: ['calendar_provider_a' as const], fromMs: 0, toMs: Date.now() + 400 * 86_400_000, fromDate: '1970-01-01', toDate: '2099-01-01' });

async function outboxTypes(): Promise<string[]> {
  const docs = await store.collection('calendar_events').find({});
  return docs.flatMap((d) => ((d['_outbox'] as Array<{ event: string }> | undefined) ?? []).map((e) => e.event)).sort();
}

describe('SyncCalendar', () => {
  it('stores each occurrence once with its contacts and deal, announcing new ones and changed ones', async () => {
    await syncer.execute(WS);
    const first = await eventsRepo.list(WS, window(), 0, 10);
    expect(first.total).toBe(3);
    expect(first.items.every((e) => e.contact_ids[0] === JANE && e.deal_id === DEAL)).toBe(true);
    expect(await outboxTypes()).toEqual(['meeting.created', 'meeting.created', 'meeting.created']);

    await syncer.execute(WS);
    expect(await outboxTypes()).toHaveLength(3);

    events = [standup({ exceptions: [{ original_start: `${day(2)}T09:00:00`, cancelled: true }, { original_start: `${day(3)}T09:00:00`, cancelled: false, title: 'Moved stand-up', start: { date_time: `${day(3)}T11:00:00`, date: null, time_zone: 'Europe/London' } }] })];
    await syncer.execute(WS);
    const after = await eventsRepo.list(WS, window(), 0, 10);
    expect(after.items.map((e) => e.title)).toEqual(['Stand-up', 'Moved stand-up']);
    // The cancelled occurrence is gone (with its document); the moved one is announced as updated.
    expect(await outboxTypes()).toEqual(['meeting.created', 'meeting.created', 'meeting.updated']);
    expect(reports.at(-1)).toMatchObject({ category: 'calendar', status: 'healthy', lastSyncAt: expect.any(String) });
  });

  it('records a refused grant as needs_reauth and keeps what it had', async () => {
    await syncer.execute(WS);
    syncer = new SyncCalendar({ ...(syncer as unknown as { deps: ConstructorParameters<typeof SyncCalendar>[0] }).deps, calendar: { list: async () => ({ kind: 'auth', code: 'invalid_grant', message: 'revoked' }) } });
    await syncer.execute(WS);
    expect(reports.at(-1)).toMatchObject({ status: 'needs_reauth', errorMessage: expect.stringMatching(/invalid_grant/) });
    expect((await eventsRepo.list(WS, window(), 0, 10)).total).toBe(3);
  });
});
