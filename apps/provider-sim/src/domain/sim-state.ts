import { randomBytes, randomUUID } from 'node:crypto';
import type { Clock } from '@wbk/platform';
import type { AccountSeeds } from './account-seeds';
import { CalendarStore } from './calendar-store';
import { chatFamily, type ChatSendBody } from './chat-send.rules';
import { FaultSettings } from './fault-settings';
import { IdempotencyStore } from './idempotency.store';
import type { MailComposer } from './mail-compose';
import { MailStore } from './mail-store';
import { Mailbox } from './mailbox';
import { MailboxCopies } from './mailbox-copies';
import { mailFamily, type MailSendBody } from './mail-send.rules';
import { ProviderSends } from './provider-send.service';
import { TokenBucketLimiter } from './rate-limiter';
import { ReadApiGuard } from './read-api-faults';
import { RecipientActions } from './recipient-actions.service';
import { Conversations, RecipientBehaviours, RecipientLatencies } from './recipient-state';
import type { ReportSink } from './report-queue';
import { seededCalendar } from './seeded-calendar';
import { seededMailbox } from './seeded-mailbox';
import type { SendFamily } from './send-family';
import { SentMessageLog } from './sent-message.log';
import type { SimAnswer } from './sim-answer';

export interface SimStateOptions {
  clock: Clock;
  random: () => number;
  reports: ReportSink;
  failRate: number;
  ratePerSecond: number;
  deliveryDelayMs: number;
  randomHex?: (bytes: number) => string;
  /** SIM_MAIL_QUOTA_PER_SECOND: read calls per second per mailbox or calendar account. */
  mailQuotaPerSecond?: number;
  /** SIM_MAIL_HISTORY_RETAIN: changes a mailbox remembers for history ids and delta tokens. */
  mailHistoryRetain?: number;
  /** What newly seen mail and calendar accounts hold; without it they start empty. */
  seeds?: AccountSeeds;
}

export const DEFAULT_MAIL_QUOTA_PER_SECOND = 50;
export const DEFAULT_MAIL_HISTORY_RETAIN = 100_000;

/** Everything the simulated providers remember, in memory, each part bounded. */
export interface SimState {
  sends: ProviderSends;
  actions: RecipientActions;
  faults: FaultSettings;
  behaviours: RecipientBehaviours;
  latencies: RecipientLatencies;
  conversations: Conversations;
  sent: SentMessageLog;
  mailbox: Mailbox;
  /** The mailbox read API's mailboxes (SENT copies, replies, mail added by tests). */
  mail: MailStore;
  /** Quota and faults of the mailbox and calendar read APIs. */
  readGuard: ReadApiGuard;
  composer: MailComposer;
  /** Which mailbox a sender's SENT copies and replies go to. */
  mailCopies: MailboxCopies;
  /** The calendar read API's events and series. */
  calendar: CalendarStore;
  families: { chat: SendFamily<ChatSendBody>; mail: SendFamily<MailSendBody> };
}

export function createSimState(options: SimStateOptions): SimState {
  const randomHex = options.randomHex ?? ((bytes: number) => randomBytes(bytes).toString('hex'));
  const newReportId = () => randomUUID();
  const faults = new FaultSettings({ failRate: options.failRate, ratePerSecond: options.ratePerSecond });
  const behaviours = new RecipientBehaviours();
  const latencies = new RecipientLatencies();
  const conversations = new Conversations();
  const sent = new SentMessageLog();
  const mailbox = new Mailbox();
  const seeds = options.seeds;
  const firstSeen = () => options.clock.now().getTime();
  const mail = new MailStore({
    historyRetain: options.mailHistoryRetain ?? DEFAULT_MAIL_HISTORY_RETAIN,
    seed: (provider, accountId) => {
      const context = seeds?.take(provider, accountId, firstSeen()) ?? null;
      return context === null ? [] : seededMailbox(context);
    },
  });
  const calendar = new CalendarStore((provider, accountId) => {
    const context = seeds?.take(provider, accountId, firstSeen()) ?? null;
    return context === null ? [] : seededCalendar(context);
  });
  const composer: MailComposer = { randomHex, now: () => options.clock.now() };
  const mailCopies = new MailboxCopies(mail, composer);
  const readGuard = new ReadApiGuard({
    clock: options.clock,
    random: options.random,
    limiter: new TokenBucketLimiter(options.clock),
    quotaPerSecond: options.mailQuotaPerSecond ?? DEFAULT_MAIL_QUOTA_PER_SECOND,
  });
  const sends = new ProviderSends({
    clock: options.clock,
    random: options.random,
    randomHex,
    newReportId,
    idempotency: new IdempotencyStore<SimAnswer>(options.clock),
    limiter: new TokenBucketLimiter(options.clock),
    faults,
    behaviours,
    latencies,
    sent,
    mailCopies,
    reports: options.reports,
    deliveryDelayMs: options.deliveryDelayMs,
  });
  const actions = new RecipientActions({ clock: options.clock, randomHex, newReportId, sent, mailbox, mailCopies, reports: options.reports });
  return { sends, actions, faults, behaviours, latencies, conversations, sent, mailbox, mail, readGuard, composer, mailCopies, calendar, families: { chat: chatFamily(conversations), mail: mailFamily() } };
}
