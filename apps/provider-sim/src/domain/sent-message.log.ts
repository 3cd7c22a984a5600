import { normalizeRecipient } from '@wbk/contracts';
import { channelOf, isProvider, type Provider } from './providers';

/** One message a provider really sent (accepted with a 200): what GET /control/sent lists. */
export interface SentMessage {
  id: string;
  provider: Provider;
  account_id: string;
  /** As the provider compares it: trimmed, emails lower-cased. */
  recipient: string;
  idempotency_key: string;
  status: 'queued' | 'sent';
  accepted_at: string;
  /** The body as received; attachments without their content (see attachmentSummary). */
  request: Record<string, unknown>;
  /** Mail only. */
  message_id_header?: string;
}

export interface SentFilter {
  provider?: string;
  account_id?: string;
  recipient?: string;
}

export interface SentLogLimits {
  /** Each account keeps its newest sends. */
  perAccount: number;
  /** And the whole log its newest, whatever the account. */
  total: number;
}

const DEFAULT_LIMITS: SentLogLimits = { perAccount: 1_000, total: 20_000 };

/**
 * What was sent, oldest first, in memory (a sim restart forgets it). Bounded
 * per account and in total; the oldest go first.
 */
export class SentMessageLog {
  /** Insertion order is send order; keyed by provider and message id. */
  private readonly messages = new Map<string, SentMessage>();
  private readonly byAccount = new Map<string, string[]>();
  private readonly limits: SentLogLimits;

  constructor(limits: Partial<SentLogLimits> = {}) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  add(message: SentMessage): void {
    const key = keyOf(message.provider, message.id);
    this.messages.set(key, message);
    const keys = this.byAccount.get(message.account_id) ?? [];
    keys.push(key);
    this.byAccount.set(message.account_id, keys);
    while (keys.length > this.limits.perAccount) this.messages.delete(keys.shift()!);
    while (this.messages.size > this.limits.total) {
      const oldest = this.messages.values().next();
      if (oldest.done === true) break;
      this.forget(oldest.value);
    }
  }

  find(provider: Provider, accountId: string, messageId: string): SentMessage | undefined {
    const message = this.messages.get(keyOf(provider, messageId));
    return message?.account_id === accountId ? message : undefined;
  }

  /** Oldest first; every filter is optional. */
  list(filter: SentFilter): SentMessage[] {
    const candidates = filter.account_id === undefined ? [...this.messages.values()] : this.accountMessages(filter.account_id);
    return candidates.filter(
      (m) => (filter.provider === undefined || m.provider === filter.provider) && (filter.recipient === undefined || m.recipient === recipientAs(m.provider, filter.recipient)),
    );
  }

  /** How many sends match, and how many distinct idempotency keys they carry (fewer means a double). */
  count(filter: SentFilter): { sent: number; distinct_keys: number } {
    const matching = this.list(filter);
    return { sent: matching.length, distinct_keys: new Set(matching.map((m) => m.idempotency_key)).size };
  }

  get size(): number {
    return this.messages.size;
  }

  private accountMessages(accountId: string): SentMessage[] {
    return (this.byAccount.get(accountId) ?? []).map((key) => this.messages.get(key)).filter((m): m is SentMessage => m !== undefined);
  }

  private forget(message: SentMessage): void {
    const key = keyOf(message.provider, message.id);
    this.messages.delete(key);
    const keys = this.byAccount.get(message.account_id);
    if (keys === undefined) return;
    const at = keys.indexOf(key);
    if (at >= 0) keys.splice(at, 1);
    if (keys.length === 0) this.byAccount.delete(message.account_id);
  }
}

function keyOf(provider: Provider, messageId: string): string {
  return `${provider}\n${messageId}`;
}

function recipientAs(provider: string, recipient: string): string {
  return isProvider(provider) ? normalizeRecipient(channelOf(provider), recipient) : recipient.trim();
}
