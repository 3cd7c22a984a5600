import type { Clock } from '@wbk/platform';
import type { ProviderName } from '../domain/channel-provider';
import { MAX_RETRY_AFTER_MS, PROVIDER_RETRIES, retryDelayMs } from '../domain/retry-schedule';
import type { ChatSendBody, MailSendBody, ProviderApi, ProviderAnswer } from './provider-api.client';
import type { ProviderRateLimiter } from './provider-rate.limiter';

/** An attempt needs at least this long before the deadline to be worth starting. */
const MIN_ATTEMPT_MS = 250;
/** How many times a provider's short Retry-After is waited out in one send. */
const MAX_RATE_WAITS = 3;

export interface ProviderCall {
  workspaceId: string;
  provider: ProviderName;
  /** The same on every attempt and every retry of this message: the provider sends it once. */
  idempotencyKey: string;
  body: ChatSendBody | MailSendBody;
  /** Epoch ms by which the caller must have its answer. */
  deadlineMs: number;
}

export type ProviderCallOutcome =
  | Extract<ProviderAnswer, { kind: 'accepted' }>
  | Extract<ProviderAnswer, { kind: 'refused' }>
  /** Still failing after the bounded retries (or the deadline came first): worth retrying later. */
  | { kind: 'failed'; httpStatus: number | null; reason: string }
  /** This workspace's own rate for the provider had no room before the deadline. */
  | { kind: 'throttled' };

export interface ProviderCallerDeps {
  api: ProviderApi;
  limiter: ProviderRateLimiter;
  clock: Clock;
  /** The deadline of one provider call. */
  timeoutMs: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

/**
 * Calls a channel provider to send one message, under the provider rules
 * (docs/decisions.md, "Outreach"): within the workspace's per-provider rate;
 * 5xx, timeouts and no connection retried up to 3 times with jitter; a
 * provider 429 waited out when it asks for at most 2 s; the same idempotency
 * key on every attempt; never past the caller's deadline. The message flow
 * around it (checks, the stored Message) is the SendMessage use case's.
 */
export class ProviderCaller {
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly deps: ProviderCallerDeps) {
    this.sleep = deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  async call(request: ProviderCall): Promise<ProviderCallOutcome> {
    let retries = 0;
    let rateWaits = 0;
    let last: { httpStatus: number | null; reason: string } = { httpStatus: null, reason: 'the deadline came before the provider could be called' };
    for (;;) {
      if (!(await this.deps.limiter.acquire(request.workspaceId, request.provider, request.deadlineMs - MIN_ATTEMPT_MS))) {
        return retries === 0 && rateWaits === 0 ? { kind: 'throttled' } : { kind: 'failed', ...last };
      }
      const left = request.deadlineMs - this.now();
      if (left < MIN_ATTEMPT_MS) return { kind: 'failed', ...last };
      const answer = await this.deps.api.send({
        provider: request.provider,
        accountId: request.workspaceId,
        idempotencyKey: request.idempotencyKey,
        body: request.body,
        timeoutMs: Math.min(this.deps.timeoutMs, left),
      });
      if (answer.kind === 'accepted' || answer.kind === 'refused') return answer;
      let waitMs: number;
      if (answer.kind === 'rate_limited') {
        const asked = answer.retryAfterMs;
        last = { httpStatus: 429, reason: asked === null ? 'rate limited' : `rate limited; retry after ${Math.ceil(asked / 1000)} s` };
        if (asked === null || asked > MAX_RETRY_AFTER_MS || rateWaits >= MAX_RATE_WAITS) return { kind: 'failed', ...last };
        rateWaits += 1;
        waitMs = asked;
      } else {
        last = { httpStatus: answer.httpStatus, reason: answer.reason };
        if (retries >= PROVIDER_RETRIES) return { kind: 'failed', ...last };
        retries += 1;
        waitMs = retryDelayMs(retries, this.deps.random);
      }
      if (this.now() + waitMs + MIN_ATTEMPT_MS > request.deadlineMs) return { kind: 'failed', ...last };
      await this.sleep(waitMs);
    }
  }

  private now(): number {
    return this.deps.clock.now().getTime();
  }
}
