import { isEmailAddress } from '@wbk/contracts';
import { mulberry32 } from './seeded-random';
import { setBounded } from './bounded-map';
import type { CalendarProvider } from './calendar-store';
import type { MailAddress } from './mail-store';
import type { PoolPerson } from './people-pool';
import type { MailProvider } from './providers';

export type SeededProvider = MailProvider | CalendarProvider;

/** A seeded mailbox is 0 or at least this many messages: the pool's first people each send one and get one. */
export const SEED_MAIL_MIN = 10;
export const SEED_MAIL_MAX = 10_000;
/** A seeded calendar is 0 or at least this many events: the recurring series, the all-day event and a meeting. */
export const SEED_CALENDAR_MIN = 3;
export const SEED_CALENDAR_MAX = 2_000;
/** Sizes fixed ahead of the first read, kept until that read; beyond it the oldest go first. */
const FIXED_SIZES_MAX = 10_000;

export interface SeedSizes {
  /** SIM_SEED_MAIL_MESSAGES: messages in a newly seen mailbox. */
  mailMessages: number;
  /** SIM_SEED_CALENDAR_EVENTS: events and series in a newly seen calendar. */
  calendarEvents: number;
}

export const NO_SEEDING: SeedSizes = { mailMessages: 0, calendarEvents: 0 };

/** What a seeded account is generated from: its random sequence, owner, correspondents and the moment it was first seen. */
export interface SeedContext {
  provider: SeededProvider;
  accountId: string;
  random: () => number;
  owner: MailAddress;
  pool: readonly PoolPerson[];
  anchorMs: number;
  size: number;
}

/**
 * How big each account's seeded data is: the setting's size, unless a test
 * fixed another one for that provider and account before it was first seen.
 */
export class AccountSeeds {
  private readonly fixed = new Map<string, number>();

  constructor(
    private readonly defaults: SeedSizes,
    readonly pool: readonly PoolPerson[],
  ) {}

  fix(provider: SeededProvider, accountId: string, size: number): void {
    setBounded(this.fixed, keyOf(provider, accountId), size, FIXED_SIZES_MAX);
  }

  /** The context of a newly seen account (its fixed size is used up), or null when it is seeded empty. */
  take(provider: SeededProvider, accountId: string, nowMs: number): SeedContext | null {
    const key = keyOf(provider, accountId);
    const size = this.fixed.get(key) ?? (provider.startsWith('mail_') ? this.defaults.mailMessages : this.defaults.calendarEvents);
    this.fixed.delete(key);
    if (size === 0) return null;
    return { provider, accountId, random: mulberry32(stringSeed(key)), owner: ownerOf(accountId), pool: this.pool, anchorMs: nowMs, size };
  }
}

/** The account id when it is an address (as providers key mailboxes), otherwise a stand-in owner. */
function ownerOf(accountId: string): MailAddress {
  return isEmailAddress(accountId) ? { email: accountId.toLowerCase(), name: '' } : { email: 'owner@mailbox.sim.invalid', name: 'Mailbox Owner' };
}

/** FNV-1a: the same provider and account id always start the same random sequence. */
function stringSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h >>> 0;
}

function keyOf(provider: string, accountId: string): string {
  return `${provider}\n${accountId}`;
}
