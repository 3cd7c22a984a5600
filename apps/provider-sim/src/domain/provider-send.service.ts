import { recipientProblem, normalizeRecipient } from '@wbk/contracts';
import type { Clock } from '@wbk/platform';
import type { FaultSettings } from './fault-settings';
import type { IdempotencyStore } from './idempotency.store';
import { outcomeReport } from './provider-report';
import { channelOf, newMessageId, type Provider } from './providers';
import type { TokenBucketLimiter } from './rate-limiter';
import type { RecipientBehaviours, RecipientLatencies } from './recipient-state';
import type { ReportSink } from './report-queue';
import type { SendFamily } from './send-family';
import type { SentMessage, SentMessageLog } from './sent-message.log';
import { SimError, errorAnswer, fieldProblems, type SimAnswer } from './sim-answer';

export interface ProviderSendDeps {
  clock: Clock;
  /** A draw in [0, 1) per send, for fault injection. */
  random: () => number;
  randomHex: (bytes: number) => string;
  newReportId: () => string;
  idempotency: IdempotencyStore<SimAnswer>;
  limiter: TokenBucketLimiter;
  faults: FaultSettings;
  behaviours: RecipientBehaviours;
  latencies: RecipientLatencies;
  sleep?: (ms: number) => Promise<void>;
  sent: SentMessageLog;
  /** Puts each accepted mail in the sender's mailbox (label SENT). */
  mailCopies?: { sent(message: SentMessage): unknown };
  reports: ReportSink;
  deliveryDelayMs: number;
}

export interface SendCall {
  provider: Provider;
  accountId: string;
  idempotencyKey: string;
  /** The parsed JSON body, not yet validated. */
  body: unknown;
}

/**
 * One send through a simulated provider. The idempotency key is checked first:
 * a repeat gets the first answer without touching the rate, the faults or the
 * log. Then, in the order a real provider would answer: the account's rate
 * (429), injected faults (500/503), the body (400), the recipient (400), the
 * family's own rules (markup, chat_b's conversations), and the send.
 */
export class ProviderSends {
  constructor(private readonly deps: ProviderSendDeps) {}

  async send<B>(family: SendFamily<B>, call: SendCall): Promise<SimAnswer> {
    const scope = `${call.provider}\n${call.accountId}\n${call.idempotencyKey}`;
    const { answer } = await this.deps.idempotency.run(
      scope,
      async () => this.attempt(family, call),
      (a) => a.status === 200,
    );
    const delayMs = this.latencyOf(family, call);
    if (delayMs > 0) await (this.deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))))(delayMs);
    return answer;
  }

  /** How long this send's answer is held back (control API): repeats of the same key wait too. */
  private latencyOf<B>(family: SendFamily<B>, call: SendCall): number {
    if (this.deps.latencies.size === 0) return 0;
    const parsed = family.schema.safeParse(call.body);
    return parsed.success ? this.deps.latencies.of(call.provider, call.accountId, family.recipientOf(parsed.data)) : 0;
  }

  private attempt<B>(family: SendFamily<B>, call: SendCall): SimAnswer {
    try {
      return this.accept(family, call);
    } catch (err) {
      if (err instanceof SimError) return errorAnswer(err);
      throw err;
    }
  }

  private accept<B>(family: SendFamily<B>, call: SendCall): SimAnswer {
    const { deps } = this;
    const { provider, accountId } = call;
    const taken = deps.limiter.take(`${provider}\n${accountId}`, deps.faults.of(provider).ratePerSecond);
    if (!taken.allowed) {
      throw new SimError(429, 'rate_limited', `too many ${provider} sends for this account; retry after ${taken.retryAfterSeconds} s`, undefined, {
        'retry-after': String(taken.retryAfterSeconds),
      });
    }
    const failure = deps.faults.failureOf(provider, deps.random());
    if (failure === 503) throw new SimError(503, 'provider_unavailable', `${provider} is unavailable (simulated fault)`);
    if (failure === 500) throw new SimError(500, 'provider_error', `${provider} failed (simulated fault)`);

    const parsed = family.schema.safeParse(call.body);
    if (!parsed.success) throw new SimError(400, 'invalid_request', 'the request body is invalid', fieldProblems(parsed.error.issues));
    const body = parsed.data;
    const channel = channelOf(provider);
    const problem = recipientProblem(channel, family.recipientOf(body));
    if (problem !== null) throw new SimError(400, 'invalid_recipient', `the recipient ${problem}`);
    const refusal = family.refusal(provider, accountId, body);
    if (refusal !== null) throw refusal;

    const recipient = normalizeRecipient(channel, family.recipientOf(body));
    const id = newMessageId(provider, deps.randomHex);
    const acceptedAt = deps.clock.now();
    const { status, messageIdHeader } = family.accepted(provider, id);
    const extra = messageIdHeader === undefined ? {} : { message_id_header: messageIdHeader };
    const sentMessage: SentMessage = {
      id,
      provider,
      account_id: accountId,
      recipient,
      idempotency_key: call.idempotencyKey,
      status,
      accepted_at: acceptedAt.toISOString(),
      request: family.logged(body),
      ...extra,
    };
    deps.sent.add(sentMessage);
    deps.mailCopies?.sent(sentMessage);
    // The outcome is fixed at send time: a behaviour set afterwards applies to the next sends.
    const behaviour = deps.behaviours.of(provider, accountId, recipient);
    const subject = { message_id: id, account_id: accountId, recipient };
    deps.reports.enqueue(provider, outcomeReport(deps.newReportId(), subject, behaviour, new Date(acceptedAt.getTime() + deps.deliveryDelayMs)), deps.deliveryDelayMs);
    return { status: 200, body: { id, status, accepted_at: acceptedAt.toISOString(), ...extra } };
  }
}
