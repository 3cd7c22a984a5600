// The providers' HTTP API (apps/provider-sim answers for every provider locally):
// POST /providers/{provider}/messages with X-Account-Id (the workspace's account)
// and Idempotency-Key. One call per send() with its own deadline; each
// workspace's account at each provider sits behind its own breaker, so a
// failing provider, or one workspace's account failing at it (its 5xx, or
// timeouts on its large sends), fails fast without pausing anyone else. Answers are classified here once: accepted, refused
// (final), rate limited (Retry-After) or unavailable (retryable).
import { createJsonHttp, type BreakerTuning, type Classified, type JsonAnswer, type NoAnswerCause } from '@wbk/net';
import { retryAfterMs, type Logger } from '@wbk/platform';
import { z } from 'zod';
import type { ProviderName } from '../domain/channel-provider';

export interface ProviderAttachment {
  filename: string;
  mime_type: string;
  content_base64: string;
}

export interface ChatSendBody {
  recipient: string;
  text: string;
  format: 'text' | 'markup';
  attachments?: ProviderAttachment[];
}

export interface MailSendBody {
  from: string;
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
  attachments?: ProviderAttachment[];
}

export interface ProviderSendRequest {
  provider: ProviderName;
  /** The provider account: the workspace's. */
  accountId: string;
  idempotencyKey: string;
  body: ChatSendBody | MailSendBody;
  timeoutMs: number;
}

export type ProviderAnswer =
  /** `messageIdHeader`: the RFC 5322 Message-ID a mail provider put on the mail (replies name it); null for chat. */
  | { kind: 'accepted'; id: string; status: 'queued' | 'sent'; acceptedAt: string; messageIdHeader: string | null }
  /** The provider refused this message for good (400 invalid_recipient, 404 conversation_not_found...). */
  | { kind: 'refused'; httpStatus: number; code: string; message: string }
  | { kind: 'rate_limited'; retryAfterMs: number | null }
  /** 5xx, a timeout, no connection, an unreadable answer, or the breaker open: worth retrying later. */
  | { kind: 'unavailable'; httpStatus: number | null; reason: string };

export interface ProviderApi {
  send(request: ProviderSendRequest): Promise<ProviderAnswer>;
  close(): void;
}

export interface ProviderApiOptions {
  /** PROVIDERS_URL, e.g. http://127.0.0.1:8090. */
  baseUrl: string;
  logger: Logger;
  now?: () => Date;
  breaker?: BreakerTuning;
  /** Keep-alive connections to the providers' API at most (the sends in flight of the sequencer and the API together). */
  connections?: number;
}

/** Above the sequencer's sends in flight plus the API's, so a send rarely waits for a socket. */
const DEFAULT_CONNECTIONS = 64;

const acceptedSchema = z.object({ id: z.string().min(1).max(200), status: z.enum(['queued', 'sent']), accepted_at: z.string().min(1), message_id_header: z.string().min(1).max(998).optional() });
const errorSchema = z.object({ error: z.object({ code: z.string().optional(), message: z.string().optional() }) });

function errorOf(answer: JsonAnswer): { code: string; message: string } {
  const parsed = errorSchema.safeParse(answer.body);
  const code = parsed.success ? (parsed.data.error.code ?? 'unknown') : 'unknown';
  const message = parsed.success ? (parsed.data.error.message ?? code) : answer.text.slice(0, 200);
  return { code, message };
}

/** 5xx and an acceptance without a message id count against the breaker; a 429 or a refusal is the provider working. */
function classify(answer: JsonAnswer, now: Date): Classified<ProviderAnswer> {
  const { status } = answer;
  if (status === 429) return { result: { kind: 'rate_limited', retryAfterMs: retryAfterMs(answer.header('retry-after'), now) }, countsAsFailure: false };
  if (status >= 500) return { result: { kind: 'unavailable', httpStatus: status, reason: errorOf(answer).message }, countsAsFailure: true };
  if (status >= 400) return { result: { kind: 'refused', httpStatus: status, ...errorOf(answer) }, countsAsFailure: false };
  const accepted = acceptedSchema.safeParse(answer.body);
  if (!accepted.success) return { result: { kind: 'unavailable', httpStatus: status, reason: 'the answer carries no message id' }, countsAsFailure: true };
  const result: ProviderAnswer = {
    kind: 'accepted',
    id: accepted.data.id,
    status: accepted.data.status,
    acceptedAt: new Date(accepted.data.accepted_at).toISOString(),
    messageIdHeader: accepted.data.message_id_header ?? null,
  };
  return { result, countsAsFailure: false };
}

function noAnswerReason(cause: NoAnswerCause, timeoutMs: number): string {
  if (cause === 'timeout') return `no answer within ${timeoutMs} ms`;
  return cause === 'cut_off' ? 'the answer was cut off' : 'the provider is unreachable';
}

export function createProviderApi(options: ProviderApiOptions): ProviderApi {
  const base = options.baseUrl.replace(/\/+$/, '');
  const now = options.now ?? (() => new Date());
  const http = createJsonHttp({ logger: options.logger, keyName: 'provider', breaker: options.breaker, connections: options.connections ?? DEFAULT_CONNECTIONS });

  return {
    async send(request) {
      const outcome = await http.call(
        `${request.provider}/${request.accountId}`,
        {
          method: 'POST',
          url: `${base}/providers/${request.provider}/messages`,
          headers: { 'x-account-id': request.accountId, 'idempotency-key': request.idempotencyKey },
          body: request.body,
          timeoutMs: request.timeoutMs,
        },
        (answer) => classify(answer, now()),
      );
      if (outcome.kind === 'answered') return outcome.result;
      if (outcome.kind === 'paused') return { kind: 'unavailable', httpStatus: null, reason: `${request.provider} is failing; calls to it are paused for a moment` };
      return { kind: 'unavailable', httpStatus: outcome.status, reason: noAnswerReason(outcome.cause, request.timeoutMs) };
    },
    close() {
      http.close();
    },
  };
}
