import type { SeedContext } from './account-seeds';
import { calEventDraft, eventFromDraft } from './calendar-event.schema';
import type { CalEvent, CalendarProvider } from './calendar-store';
import { POOL_CORE, type PoolPerson } from './people-pool';
import { pick, seededHex } from './seeded-random';

const DAY_MS = 86_400_000;
/** Single meetings fall within three weeks either side of the day the calendar was first seen. */
const SPREAD_DAYS = 21;
const ZONE = 'UTC';
const RESPONSES = ['accepted', 'accepted', 'accepted', 'tentative', 'needs_action', 'declined'] as const;
const MEETINGS = ['Discovery call', 'Product demo', 'Pricing review', 'Contract walkthrough', 'Onboarding check-in', 'Quarterly business review', 'Security review', 'Renewal discussion', 'Intro call', 'Implementation workshop'];

/** `YYYY-MM-DD` of the day `days` after the anchor's (UTC). */
function dayOf(anchorMs: number, days: number): string {
  return new Date(anchorMs + days * DAY_MS).toISOString().slice(0, 10);
}

function wall(date: string, hour: number, minute = 0): { date_time: string; time_zone: string } {
  return { date_time: `${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`, time_zone: ZONE };
}

function attendee(person: PoolPerson, response: string): { email: string; name: string; response_status: string } {
  return { email: person.email, name: `${person.first_name} ${person.last_name}`, response_status: response };
}

/**
 * A newly seen calendar: a weekly series with the pool's first POOL_CORE
 * people (three weeks back, five ahead, so the next occurrence is tomorrow),
 * an all-day event three days ahead, then single meetings within three weeks
 * either side. Content and order depend only on the provider and account id;
 * dates on the day it was first seen.
 */
export function seededCalendar(context: SeedContext): CalEvent[] {
  const { random, pool, anchorMs, owner, size } = context;
  const provider = context.provider as CalendarProvider;
  const hex = seededHex(random);
  const organizer = owner.email;
  const drafts: unknown[] = [
    {
      title: 'Weekly pipeline review',
      description: 'Open deals, next steps and blockers.',
      conference_url: `https://meet.sim.invalid/${hex(6)}`,
      start: wall(dayOf(anchorMs, -20), 10),
      end: wall(dayOf(anchorMs, -20), 10, 45),
      recurrence: { freq: 'WEEKLY', interval: 1, count: 9 },
      attendees: pool.slice(0, POOL_CORE).map((person) => attendee(person, 'accepted')),
      organizer_email: organizer,
    },
    {
      title: 'Legal tech summit',
      location: 'ExCeL London',
      start: { date: dayOf(anchorMs, 3), time_zone: ZONE },
      end: { date: dayOf(anchorMs, 4), time_zone: ZONE },
      attendees: pool.slice(POOL_CORE, POOL_CORE + 2).map((person) => attendee(person, 'tentative')),
      organizer_email: organizer,
    },
  ];
  const singles: Array<{ at: number; draft: unknown }> = [];
  for (let i = drafts.length; i < size; i += 1) {
    const day = dayOf(anchorMs, Math.floor(random() * (2 * SPREAD_DAYS + 1)) - SPREAD_DAYS);
    const hour = 9 + Math.floor(random() * 8);
    const minutes = random() < 0.5 ? 30 : 60;
    const guests = new Set<PoolPerson>();
    const wanted = 1 + Math.floor(random() * 3);
    while (guests.size < wanted) guests.add(pick(random, pool));
    const person = [...guests][0]!;
    singles.push({
      at: Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000,
      draft: {
        title: `${pick(random, MEETINGS)} with ${person.company_name}`,
        description: `Agenda shared by ${person.first_name}.`,
        conference_url: random() < 0.7 ? `https://meet.sim.invalid/${hex(6)}` : null,
        start: wall(day, hour),
        end: wall(day, hour + Math.floor(minutes / 60), minutes % 60),
        attendees: [...guests].map((guest) => attendee(guest, pick(random, RESPONSES))),
        organizer_email: organizer,
        status: random() < 0.9 ? 'confirmed' : 'tentative',
      },
    });
  }
  singles.sort((a, b) => a.at - b.at);
  const now = new Date(anchorMs);
  return [...drafts, ...singles.map((single) => single.draft)].map((draft) => eventFromDraft(provider, calEventDraft.parse(draft), hex, now));
}
