import { randomBytes, randomUUID } from 'node:crypto';
import type { Clock } from '@wbk/platform';
import { chatFamily, type ChatSendBody } from './chat-send.rules';
import { FaultSettings } from './fault-settings';
import { IdempotencyStore } from './idempotency.store';
import { Mailbox } from './mailbox';
import { mailFamily, type MailSendBody } from './mail-send.rules';
import { ProviderSends } from './provider-send.service';
import { TokenBucketLimiter } from './rate-limiter';
import { RecipientActions } from './recipient-actions.service';
import { Conversations, RecipientBehaviours, RecipientLatencies } from './recipient-state';
import type { ReportSink } from './report-queue';
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
}

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
    reports: options.reports,
    deliveryDelayMs: options.deliveryDelayMs,
  });
  const actions = new RecipientActions({ clock: options.clock, randomHex, newReportId, sent, mailbox, reports: options.reports });
  return { sends, actions, faults, behaviours, latencies, conversations, sent, mailbox, families: { chat: chatFamily(conversations), mail: mailFamily() } };
}
