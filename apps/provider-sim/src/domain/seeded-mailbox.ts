import type { SeedContext } from './account-seeds';
import { FIRST_NAMES, LAST_NAMES } from './enrichment-vocabulary';
import { newThreadId } from './mail-compose';
import type { MailAddress, MailMessage } from './mail-store';
import { POOL_CORE, type PoolPerson } from './people-pool';
import { messageIdHeaderOf, newMessageId, type MailProvider } from './providers';
import { pick, seededHex } from './seeded-random';

/** Seeded mail spans the six weeks before the account was first seen. */
const SPAN_MS = 42 * 86_400_000;
const MINUTE_MS = 60_000;
/** Between a message and its answer: ten minutes to two days. */
const REPLY_GAP_MIN_MS = 10 * MINUTE_MS;
const REPLY_GAP_MAX_MS = 2 * 86_400_000;
const THREAD_MAX = 5;
/** Share of threads with someone from the people pool; the rest are with other correspondents. */
const POOL_SHARE = 0.7;

const STRANGER_DOMAINS = ['brightlaw.example', 'meridian-partners.example', 'oakfield-group.example', 'lumen-counsel.example', 'northbank.example'];

const TOPICS: ReadonlyArray<{ subject: string; opening: string }> = [
  { subject: 'Intro call next week', opening: 'Thanks for the quick intro. Would Tuesday or Wednesday work for a 30-minute call?' },
  { subject: 'Proposal for the matter management rollout', opening: 'Attached is the proposal we discussed, with the three options and their pricing.' },
  { subject: 'Pricing question', opening: 'Could you clarify how the per-seat pricing applies to our paralegals?' },
  { subject: 'Follow-up on our demo', opening: 'Great to walk you through the platform yesterday. Here are the answers to the open questions.' },
  { subject: 'Contract redlines', opening: 'Our legal team returned the redlines; most are small, two need a call.' },
  { subject: 'Renewal terms for next year', opening: 'Ahead of the renewal, we would like to review the terms and the usage of the last quarter.' },
  { subject: 'Security questionnaire', opening: 'Please find our completed security questionnaire; the SOC 2 report is available under NDA.' },
  { subject: 'Onboarding plan', opening: 'Here is the onboarding plan: kick-off, data import, training, then go-live.' },
  { subject: 'Quick question about the integration', opening: 'Does the integration sync matters both ways, or only into your platform?' },
  { subject: 'Invoice for March', opening: 'The invoice for March is attached; let me know if the PO number should change.' },
  { subject: 'Reference customer', opening: 'Would you be open to a short reference call with a firm of a similar size?' },
  { subject: 'Meeting notes', opening: 'Notes from today: next steps, owners and dates are at the end.' },
];
const REPLIES = [
  'Thanks, that works for us. I will confirm the details by Friday.',
  'Sounds good. Could you send over the updated version?',
  'Appreciated. Looping in my colleague, who owns the budget.',
  'Thanks for the quick answer. One more question: what is the timeline?',
  'Perfect, see you then.',
  'Let us discuss this on our next call.',
];

interface PlannedThread {
  correspondent: MailAddress;
  /** Whether the correspondent wrote first. */
  inboundFirst: boolean;
  length: number;
  topic: (typeof TOPICS)[number];
  /** Where in the span the thread falls, from 0 (its first message opens the span) to 1 (its last closes it). */
  position: number;
}

function addressOf(person: PoolPerson): MailAddress {
  return { email: person.email, name: `${person.first_name} ${person.last_name}` };
}

function stranger(random: () => number): MailAddress {
  const first = pick(random, FIRST_NAMES);
  const last = pick(random, LAST_NAMES);
  return { email: `${first}.${last}@${pick(random, STRANGER_DOMAINS)}`.toLowerCase(), name: `${first} ${last}` };
}

/**
 * The threads a mailbox of `size` messages holds: first one exchange (a mail
 * from, a mail to) with each of the pool's first POOL_CORE people, so every
 * seeded mailbox has them, then threads of one to five messages with pool
 * people and others.
 */
function planThreads(context: SeedContext): PlannedThread[] {
  const { random, pool, size } = context;
  const threads: PlannedThread[] = [];
  let planned = 0;
  const plan = (correspondent: MailAddress, length: number) => {
    threads.push({ correspondent, inboundFirst: random() < 0.6, length, topic: pick(random, TOPICS), position: random() });
    planned += length;
  };
  for (const person of pool.slice(0, POOL_CORE)) plan(addressOf(person), 2);
  while (planned < size) {
    const correspondent = random() < POOL_SHARE ? addressOf(pick(random, pool)) : stranger(random);
    plan(correspondent, Math.min(size - planned, 1 + Math.floor(random() ** 2 * THREAD_MAX)));
  }
  return threads;
}

function threadMessages(thread: PlannedThread, context: SeedContext, hex: (bytes: number) => string): MailMessage[] {
  const { random, owner, anchorMs } = context;
  const provider = context.provider as MailProvider;
  const gaps = Array.from({ length: thread.length - 1 }, () => REPLY_GAP_MIN_MS + Math.floor(random() * (REPLY_GAP_MAX_MS - REPLY_GAP_MIN_MS)));
  const lengthMs = gaps.reduce((sum, gap) => sum + gap, 0);
  let sentAt = anchorMs - SPAN_MS + Math.floor(thread.position * (SPAN_MS - lengthMs));
  const threadId = newThreadId(hex);
  const headers: string[] = [];
  const messages: MailMessage[] = [];
  for (let i = 0; i < thread.length; i += 1) {
    const inbound = thread.inboundFirst === (i % 2 === 0);
    const id = newMessageId(provider, hex);
    const header = messageIdHeaderOf(provider, id);
    const sender = inbound ? thread.correspondent : owner;
    const greeting = `Hi ${(inbound ? owner : thread.correspondent).name.split(' ')[0] || 'there'},`;
    messages.push({
      id,
      thread_id: threadId,
      message_id_header: header,
      in_reply_to: headers.at(-1) ?? null,
      references: [...headers],
      from: sender,
      to: [inbound ? owner : thread.correspondent],
      cc: [],
      subject: i === 0 ? thread.topic.subject : `Re: ${thread.topic.subject}`,
      text: `${greeting}\n\n${i === 0 ? thread.topic.opening : pick(random, REPLIES)}\n\nBest,\n${sender.name || sender.email}`,
      sent_at: new Date(sentAt).toISOString(),
      labels: [inbound ? 'INBOX' : 'SENT'],
    });
    headers.push(header);
    sentAt += gaps[i] ?? 0;
  }
  return messages;
}

/**
 * A newly seen account's mailbox: `size` messages over the six weeks before it
 * was first seen, oldest first, in threads whose replies carry In-Reply-To,
 * References and the thread id as the providers shape them. Content and order
 * depend only on the provider and account id; times on when it was first seen.
 */
export function seededMailbox(context: SeedContext): MailMessage[] {
  const hex = seededHex(context.random);
  const messages = planThreads(context).flatMap((thread) => threadMessages(thread, context, hex));
  // A stable sort: messages of one instant keep their thread order, so a reply never comes before its parent.
  return messages.sort((a, b) => Date.parse(a.sent_at) - Date.parse(b.sent_at));
}
