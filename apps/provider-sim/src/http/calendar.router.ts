// The two calendar providers' event listing and its control: series are
// answered as stored (rule and exceptions), the reader expands them.
import { z } from 'zod';
import { calEventDraft, eventFromDraft } from '../domain/calendar-event.schema';
import { CALENDAR_PROVIDERS, type CalendarStore } from '../domain/calendar-store';
import type { MailComposer } from '../domain/mail-compose';
import type { ReadApiGuard } from '../domain/read-api-faults';
import { SimError, type SimAnswer } from '../domain/sim-answer';
import { parseRequest, type Route } from './http-io';
import { controlBody } from './mail-control.router';
import { accountOf, pageSize, positionToken, queryOf } from './mail-sync.router';

export const CALENDAR_PAGE_SIZE_DEFAULT = 100;
const CALENDAR_BATCH_MAX = 1_000;
const PAGE_TOKEN = 'p';

const instant = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 timestamp with an offset, like 2026-03-27T00:00:00Z' }).transform((v) => Date.parse(v));
const eventsQuery = z
  .strictObject({
    time_min: instant.optional(),
    time_max: instant.optional(),
    page_token: positionToken(PAGE_TOKEN, 'page_token').optional(),
    page_size: pageSize(CALENDAR_PAGE_SIZE_DEFAULT),
  })
  .refine((q) => q.time_min === undefined || q.time_max === undefined || q.time_min <= q.time_max, { error: 'time_min must not be after time_max', path: ['time_min'] });

const calendarProvider = z.enum(CALENDAR_PROVIDERS, { error: `must be one of ${CALENDAR_PROVIDERS.join(', ')}` });
const eventsBody = z.strictObject({
  provider: calendarProvider,
  account_id: z.string({ error: 'is required' }).trim().min(1, { error: 'is required' }).max(200, { error: 'must be at most 200 characters' }),
  events: z
    .array(calEventDraft, { error: 'must be a list of events' })
    .min(1, { error: 'must have at least one event' })
    .max(CALENDAR_BATCH_MAX, { error: `must have at most ${CALENDAR_BATCH_MAX} events; send several calls` }),
});

export interface CalendarDeps {
  store: CalendarStore;
  guard: ReadApiGuard;
  composer: MailComposer;
}

export function calendarRoutes(deps: CalendarDeps): Route[] {
  const { store, guard, composer } = deps;
  return [
    {
      method: 'GET',
      path: /^\/calendar\/([^/]+)\/([^/]+)\/events$/,
      async handle({ url, params }): Promise<SimAnswer> {
        const provider = params[0] ?? '';
        if (!(CALENDAR_PROVIDERS as readonly string[]).includes(provider)) throw new SimError(404, 'not_found', `unknown calendar provider ${provider}; one of ${CALENDAR_PROVIDERS.join(', ')}`);
        const calendar = provider as (typeof CALENDAR_PROVIDERS)[number];
        const accountId = accountOf(params[1]);
        await guard.admit(calendar, accountId);
        const query = parseRequest(eventsQuery, queryOf(url));
        const window = { minMs: query.time_min ?? Number.NEGATIVE_INFINITY, maxMs: query.time_max ?? Number.POSITIVE_INFINITY };
        const page = store.list(calendar, accountId, window, query.page_token ?? 0, query.page_size);
        return { status: 200, body: { events: page.events, next_page_token: page.next === null ? null : `${PAGE_TOKEN}${page.next}` } };
      },
    },
    {
      method: 'POST',
      path: /^\/control\/calendar\/events$/,
      async handle(context): Promise<SimAnswer> {
        const input = parseRequest(eventsBody, await controlBody(context));
        const now = composer.now();
        const events = input.events.map((draft) => eventFromDraft(input.provider, draft, composer.randomHex, now));
        const ids = events.map((e) => e.id);
        if (new Set(ids).size !== ids.length) throw new SimError(400, 'invalid_request', 'events must not repeat an id within one call');
        store.upsert(input.provider, input.account_id, events);
        return { status: 200, body: { ids, events } };
      },
    },
  ];
}
