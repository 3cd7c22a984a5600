// The providers' HTTP API (apps/provider-sim answers for every provider locally):
// POST /providers/{provider}/messages with X-Account-Id (the workspace's account)
// and Idempotency-Key. One call per send() with its own deadline; each
// workspace's account at each provider sits behind its own breaker, so a
// failing provider, or one workspace's account failing at it (its 5xx, or
// timeouts on its large sends), fails fast without pausing anyone else. Answers are classified here once: accepted, refused
// (final), rate limited (Retry-After) or unavailable (retryable).
import { isOpenBreaker, keyedBreakers, type BreakerTuning } from '@wbk/net';
import { Pool } from 'undici';
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
/** Idle sockets are kept this long: sends come in bursts (a sequencer pass), and a reconnect costs more than a send. */
const KEEP_ALIVE_MS = 30_000;

const acceptedSchema = z.object({ id: z.string().min(1).max(200), status: z.enum(['queued', 'sent']), accepted_at: z.string().min(1), message_id_header: z.string().min(1).max(998).optional() });
const errorSchema = z.object({ error: z.object({ code: z.string().optional(), message: z.string().optional() }) });

/** Thrown inside the breaker so that it counts; turned back into an answer outside. */
class Unavailable extends Error {
  constructor(readonly answer: Extract<ProviderAnswer, { kind: 'unavailable' }>) {
    super(answer.reason);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function errorOf(text: string): { code: string; message: string } {
  const parsed = errorSchema.safeParse(parseJson(text));
  const code = parsed.success ? (parsed.data.error.code ?? 'unknown') : 'unknown';
  const message = parsed.success ? (parsed.data.error.message ?? code) : text.slice(0, 200);
  return { code, message };
}

export function createProviderApi(options: ProviderApiOptions): ProviderApi {
  const base = new URL(options.baseUrl);
  const pathPrefix = base.pathname.replace(/\/+$/, '');
  const now = options.now ?? (() => new Date());
  // undici's request() on a keep-alive pool costs far less CPU per send than fetch(), which
  // wraps every body in web streams; a send is on the sequencer's and the send route's hot path.
  const pool = new Pool(base.origin, { connections: options.connections ?? DEFAULT_CONNECTIONS, pipelining: 1, keepAliveTimeout: KEEP_ALIVE_MS });

  async function call(request: ProviderSendRequest): Promise<ProviderAnswer> {
    const signal = AbortSignal.timeout(request.timeoutMs);
    let status: number;
    let retryAfter: string | null = null;
    let text: string;
    try {
      const response = await pool.request({
        path: `${pathPrefix}/providers/${request.provider}/messages`,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-account-id': request.accountId, 'idempotency-key': request.idempotencyKey },
        body: JSON.stringify(request.body),
        signal,
      });
      status = response.statusCode;
      const header = response.headers['retry-after'];
      retryAfter = Array.isArray(header) ? (header[0] ?? null) : (header ?? null);
      try {
        text = await response.body.text();
      } catch {
        throw new Unavailable({ kind: 'unavailable', httpStatus: status, reason: signal.aborted ? `no answer within ${request.timeoutMs} ms` : 'the answer was cut off' });
      }
    } catch (err) {
      if (err instanceof Unavailable) throw err;
      const reason = signal.aborted ? `no answer within ${request.timeoutMs} ms` : 'the provider is unreachable';
      throw new Unavailable({ kind: 'unavailable', httpStatus: null, reason });
    }
    if (status === 429) return { kind: 'rate_limited', retryAfterMs: retryAfterMs(retryAfter, now()) };
    if (status >= 500) throw new Unavailable({ kind: 'unavailable', httpStatus: status, reason: errorOf(text).message });
    if (status >= 400) return { kind: 'refused', httpStatus: status, ...errorOf(text) };
    const accepted = acceptedSchema.safeParse(parseJson(text));
    if (!accepted.success) throw new Unavailable({ kind: 'unavailable', httpStatus: status, reason: 'the answer carries no message id' });
    return {
      kind: 'accepted',
      id: accepted.data.id,
      status: accepted.data.status,
      acceptedAt: new Date(accepted.data.accepted_at).toISOString(),
      messageIdHeader: accepted.data.message_id_header ?? null,
    };
  }

  const breakers = keyedBreakers(call, { logger: options.logger, keyName: 'provider', tuning: options.breaker });

  return {
    async send(request) {
      try {
        return await breakers.fire(`${request.provider}/${request.accountId}`, request);
      } catch (err) {
        if (err instanceof Unavailable) return err.answer;
        if (isOpenBreaker(err)) {
          return { kind: 'unavailable', httpStatus: null, reason: `${request.provider} is failing; calls to it are paused for a moment` };
        }
        throw err;
      }
    },
    close() {
      breakers.shutdown();
      void pool.close().catch(() => undefined);
    },
  };
}
