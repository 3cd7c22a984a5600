import { AppError, isAppError, type Logger } from '@wbk/platform';
import CircuitBreaker from 'opossum';
import { z } from 'zod';
import type { OutreachPort, OutreachReceipt, SendChannelMessageRequest, SendEmailRequest } from './outreach.port';

/**
 * OutreachPort over apps/provider-sim's HTTP API (local runs and tests only;
 * replaced by the outreach service's RPC once it exists). Every call has a
 * deadline and goes through a breaker, so a dead provider fails runs fast
 * (retryable) instead of holding them for the whole deadline.
 */
export interface ProviderSimOutreachOptions {
  /** e.g. http://127.0.0.1:8090 (PROVIDER_SIM_URL). */
  baseUrl: string;
  logger: Logger;
  deadlineMs?: number;
  breaker?: { errorThresholdPercentage?: number; resetTimeoutMs?: number; volumeThreshold?: number };
}

const DEFAULT_DEADLINE_MS = 5_000;
/** A mail subject for channel `email`, which carries only a message. */
const SUBJECT_MAX = 120;

const receiptSchema = z.object({ id: z.string().min(1), status: z.string().min(1) });

interface SimCall {
  path: string;
  body: Record<string, unknown>;
  workspaceId: string;
  idempotencyKey: string;
}

/** Answers about the request itself: they do not mean the provider is unhealthy. */
function isClientError(err: unknown): boolean {
  return isAppError(err) && (err.code === 'validation_error' || err.code === 'not_found');
}

export function subjectOf(message: string): string {
  const firstLine = message.split('\n', 1)[0]!.trim();
  return firstLine.length > SUBJECT_MAX ? `${firstLine.slice(0, SUBJECT_MAX - 1)}…` : firstLine;
}

export function createProviderSimOutreach(options: ProviderSimOutreachOptions): OutreachPort {
  const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
  const base = options.baseUrl.replace(/\/+$/, '');

  async function post(call: SimCall): Promise<OutreachReceipt> {
    let res: Response;
    try {
      res = await fetch(`${base}${call.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-workspace-id': call.workspaceId, 'idempotency-key': call.idempotencyKey },
        body: JSON.stringify(call.body),
        signal: AbortSignal.timeout(deadlineMs),
      });
    } catch (err) {
      // Duck-typed: the abort DOMException need not be an `Error` of this realm.
      const name = typeof err === 'object' && err !== null ? (err as { name?: unknown }).name : undefined;
      if (name === 'TimeoutError' || name === 'AbortError') throw new AppError('upstream_timeout', `The message provider did not answer within ${deadlineMs} ms`);
      throw new AppError('service_unavailable', 'The message provider is unreachable');
    }
    const text = await res.text().catch(() => '');
    if (res.status >= 500) throw new AppError('provider_error', `The message provider failed (HTTP ${res.status})`);
    if (res.status === 404) throw new AppError('not_found', `The message provider does not know this destination: ${text.slice(0, 200)}`);
    if (res.status >= 400) throw new AppError('validation_error', `The message provider refused the message (HTTP ${res.status}): ${text.slice(0, 300)}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const receipt = receiptSchema.safeParse(parsed);
    if (!receipt.success) throw new AppError('provider_error', 'The message provider answered without a message id');
    return { message_id: receipt.data.id, status: receipt.data.status };
  }

  const breaker = new CircuitBreaker<[SimCall], OutreachReceipt>(post, {
    name: 'provider-sim',
    // The fetch deadline bounds each call already.
    timeout: false,
    errorThresholdPercentage: options.breaker?.errorThresholdPercentage ?? 50,
    resetTimeout: options.breaker?.resetTimeoutMs ?? 10_000,
    volumeThreshold: options.breaker?.volumeThreshold ?? 10,
    rollingCountTimeout: 10_000,
    errorFilter: isClientError,
  });
  breaker.on('open', () => options.logger.warn({ provider: 'provider-sim' }, 'circuit opened: failing fast'));
  breaker.on('close', () => options.logger.info({ provider: 'provider-sim' }, 'circuit closed'));

  async function fire(call: SimCall): Promise<OutreachReceipt> {
    try {
      return await breaker.fire(call);
    } catch (err) {
      if (isAppError(err)) throw err;
      // opossum's own rejections (open circuit, shut down) are not AppErrors.
      throw new AppError('service_unavailable', 'The message provider is failing; calls are paused for a moment');
    }
  }

  return {
    sendEmail(request: SendEmailRequest) {
      return fire({
        path: '/mail/send',
        body: { to: request.to, subject: request.subject, body: request.body },
        workspaceId: request.workspaceId,
        idempotencyKey: request.idempotencyKey,
      });
    },
    sendChannelMessage(request: SendChannelMessageRequest) {
      const call =
        request.channel === 'email'
          ? { path: '/mail/send', body: { to: request.recipient, subject: subjectOf(request.message), body: request.message } }
          : { path: `/chat/${encodeURIComponent(request.channel)}/messages`, body: { recipient: request.recipient, message: request.message } };
      return fire({ ...call, workspaceId: request.workspaceId, idempotencyKey: request.idempotencyKey });
    },
    close() {
      breaker.shutdown();
    },
  };
}
