/**
 * The control API of apps/provider-sim, typed for end-to-end tests: shape what
 * the simulated providers do (recipients that bounce or fail, replies,
 * complaints, chat_b conversations, faults and rate limits) and read what they
 * really sent. The shapes are this client's own copy of the sim's answers: a
 * library cannot import an app.
 */
export type SimProvider = 'chat_a' | 'chat_b' | 'chat_c' | 'chat_d' | 'mail_provider_a' | 'mail_provider_b';
export type SimMailProvider = 'mail_provider_a' | 'mail_provider_b';
export type SimRecipientBehaviour = 'deliver' | 'bounce' | 'fail';

export interface SimRecipientInput {
  provider: SimProvider;
  /** The workspace id (the provider account is the workspace's). */
  accountId: string;
  recipient: string;
  behaviour: SimRecipientBehaviour;
}

export interface SimMessageRef {
  provider: SimProvider;
  accountId: string;
  /** The provider's message id (e.g. `cha_...`, `mpa_...`). */
  messageId: string;
}

export interface SimFaultsInput {
  provider: SimProvider;
  /** 0..1; null goes back to SIM_FAIL_RATE; absent leaves it. */
  failRate?: number | null;
  /** null goes back to SIM_RATE_LIMIT_PER_SECOND; absent leaves it. */
  rateLimitPerSecond?: number | null;
}

export interface SimFaults {
  provider: SimProvider;
  fail_rate: number;
  rate_limit_per_second: number;
}

export interface SimSentFilter {
  provider?: SimProvider;
  accountId?: string;
  recipient?: string;
}

/** One message a simulated provider accepted, oldest first in the log. */
export interface SimSentMessage {
  id: string;
  provider: SimProvider;
  account_id: string;
  /** Trimmed; emails lower-cased. */
  recipient: string;
  idempotency_key: string;
  status: 'queued' | 'sent';
  accepted_at: string;
  /** The body as sent; attachments as `{ filename, mime_type, bytes }`. */
  request: Record<string, unknown>;
  message_id_header?: string;
}

export interface SimInboundMail {
  message_id: string;
  message_id_header: string;
  in_reply_to: string;
  provider: SimMailProvider;
  account_id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  received_at: string;
}

export interface SimReply {
  /** The id of the `replied` report the sim posts. */
  report_id: string;
  reply: { message_id: string; text: string };
  /** Mail providers only: the reply as it landed in the account's mailbox. */
  mail?: SimInboundMail;
}

export interface SimReportStats {
  pending: number;
  delivered: number;
  dropped: number;
  /** True when the sim has no SIM_WEBHOOK_URL. */
  disabled?: boolean;
}

/** One of the people every seeded mailbox and calendar writes with (GET /control/people). */
export interface SimPoolPerson {
  email: string;
  first_name: string;
  last_name: string;
  title: string;
  company_name: string;
  company_domain: string;
}

export type SimSeededProvider = SimMailProvider | 'calendar_provider_a' | 'calendar_provider_b';

export class ProviderSimClient {
  private readonly base: string;

  /** `baseUrl`: the sim's address, e.g. `stack.addresses['provider-sim']`. */
  constructor(baseUrl: string) {
    this.base = baseUrl.replace(/\/+$/, '');
  }

  /** Later sends to this recipient bounce or fail (their report says so); `deliver` undoes it. */
  async setRecipientBehaviour(input: SimRecipientInput): Promise<void> {
    await this.post('/control/recipients', { provider: input.provider, account_id: input.accountId, recipient: input.recipient, behaviour: input.behaviour });
  }

  /**
   * Sends to this recipient are accepted and logged at once but answered
   * `delayMs` later (repeats of the same key too); 0 undoes it. Lets a test
   * stop the caller between the provider call and what it records after it.
   */
  async setLatency(input: { provider: SimProvider; accountId: string; recipient: string; delayMs: number }): Promise<void> {
    await this.post('/control/latency', { provider: input.provider, account_id: input.accountId, recipient: input.recipient, delay_ms: input.delayMs });
  }

  /** The recipient of a sent message replies: the sim posts a `replied` report. */
  reply(message: SimMessageRef, text: string): Promise<SimReply> {
    return this.post<SimReply>('/control/replies', { provider: message.provider, account_id: message.accountId, message_id: message.messageId, text });
  }

  /** The recipient marks a sent message as spam: the sim posts a `complained` report. */
  complain(message: SimMessageRef): Promise<{ report_id: string }> {
    return this.post('/control/complaints', { provider: message.provider, account_id: message.accountId, message_id: message.messageId });
  }

  /** A chat_b conversation the account can send into (conv_seed0001..conv_seed0020 exist already). */
  async addConversation(accountId: string, conversationId: string): Promise<void> {
    await this.post('/control/conversations', { account_id: accountId, conversation_id: conversationId });
  }

  /** Per-provider fault injection and rate limit; the answer is what now applies. */
  setFaults(input: SimFaultsInput): Promise<SimFaults> {
    const body: Record<string, unknown> = { provider: input.provider };
    if (input.failRate !== undefined) body['fail_rate'] = input.failRate;
    if (input.rateLimitPerSecond !== undefined) body['rate_limit_per_second'] = input.rateLimitPerSecond;
    return this.post('/control/faults', body);
  }

  /** What was really sent, oldest first, each with its idempotency key (count doubles from it). */
  sent(filter: SimSentFilter = {}): Promise<SimSentMessage[]> {
    return this.get(`/control/sent?${sentQueryOf(filter).toString()}`);
  }

  /** How many sends match the filter, and how many distinct idempotency keys they carry, without listing them. */
  sentCount(filter: SimSentFilter = {}): Promise<{ sent: number; distinct_keys: number }> {
    return this.get(`/control/sent/count?${sentQueryOf(filter).toString()}`);
  }

  /** Replies that landed in an account's mailbox at a mail provider. */
  mailbox(provider: SimMailProvider, accountId: string): Promise<SimInboundMail[]> {
    return this.get(`/control/mailbox?${new URLSearchParams({ provider, account_id: accountId }).toString()}`);
  }

  /** How the report queue is doing: pending, delivered, dropped. */
  reportStats(): Promise<SimReportStats> {
    return this.get('/control/reports');
  }

  /** The people pool, in its fixed order: the first 5 are in every seeded mailbox and calendar. */
  async people(): Promise<SimPoolPerson[]> {
    return ((await this.request('/control/people', { method: 'GET' })) as { people: SimPoolPerson[] }).people;
  }

  /** The messages (mail provider) or events (calendar provider) an account holds when first seen; 0 for an empty one. */
  async fixSeedSize(provider: SimSeededProvider, accountId: string, size: number): Promise<void> {
    await this.request('/control/accounts/seed', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ provider, account_id: accountId, size }) });
  }

  private post<T>(path: string, body: unknown): Promise<T> {
    return this.call<T>(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  }

  private get<T>(path: string): Promise<T> {
    return this.call<T>(path, { method: 'GET' });
  }

  private async call<T>(path: string, init: RequestInit): Promise<T> {
    return ((await this.request(path, init)) as { data: T }).data;
  }

  /** The parsed answer; routes of the mail and calendar control answer plain bodies, the others `{ data }`. */
  private async request(path: string, init: RequestInit): Promise<unknown> {
    const res = await fetch(`${this.base}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
    const text = await res.text();
    if (!res.ok) throw new Error(`provider-sim ${init.method ?? 'GET'} ${path} answered ${res.status}: ${text.slice(0, 500)}`);
    return JSON.parse(text) as unknown;
  }
}

function sentQueryOf(filter: SimSentFilter): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.provider !== undefined) query.set('provider', filter.provider);
  if (filter.accountId !== undefined) query.set('account_id', filter.accountId);
  if (filter.recipient !== undefined) query.set('recipient', filter.recipient);
  return query;
}
