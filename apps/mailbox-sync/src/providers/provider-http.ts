// One GET to a provider's read API with its own deadline, behind the breaker
// of that workspace's account at the provider (one account failing, a huge
// mailbox timing out, pauses only that account), classified once: ok, expired cursor (404
// history_expired / 410 sync_state_expired), quota (429 + Retry-After),
// auth (401/403: the account needs re-authorisation), refused (other 4xx) or
// unavailable (5xx, timeout, unreachable, unreadable, breaker open).
import { createJsonHttp, type Classified, type JsonAnswer } from '@wbk/net';
import { retryAfterMs, type Logger } from '@wbk/platform';

export type ProviderAnswer =
  | { kind: 'ok'; body: unknown }
  | { kind: 'expired'; code: string }
  | { kind: 'rate_limited'; retryAfterMs: number | null }
  | { kind: 'auth'; code: string; message: string }
  | { kind: 'refused'; status: number; code: string; message: string }
  | { kind: 'unavailable'; reason: string };

export interface ProviderHttp {
  get(provider: string, accountId: string, path: string, query: Record<string, string | number | null | undefined>): Promise<ProviderAnswer>;
  close(): void;
}

function errorOf(body: unknown): { code: string; message: string } {
  const error = typeof body === 'object' && body !== null ? (body as { error?: { code?: unknown; message?: unknown } }).error : undefined;
  const code = typeof error?.code === 'string' ? error.code : 'unknown';
  return { code, message: typeof error?.message === 'string' ? error.message : code };
}

/** 5xx and an unreadable success count against the breaker; every 4xx is the provider working. */
function classify(answer: JsonAnswer, now: Date): Classified<ProviderAnswer> {
  const { status, body } = answer;
  const read = (result: ProviderAnswer): Classified<ProviderAnswer> => ({ result, countsAsFailure: false });
  const unavailable = (reason: string): Classified<ProviderAnswer> => ({ result: { kind: 'unavailable', reason }, countsAsFailure: true });
  if (status === 429) return read({ kind: 'rate_limited', retryAfterMs: retryAfterMs(answer.header('retry-after'), now) });
  if (status >= 500) return unavailable(`the provider answered ${status} (${errorOf(body).message})`);
  if (status === 404 || status === 410) {
    const { code, message } = errorOf(body);
    if (code === 'history_expired' || code === 'sync_state_expired') return read({ kind: 'expired', code });
    return read({ kind: 'refused', status, code, message });
  }
  if (status === 401 || status === 403) return read({ kind: 'auth', ...errorOf(body) });
  if (status >= 400) return read({ kind: 'refused', status, ...errorOf(body) });
  if (body === undefined) return unavailable('the provider answered something that is not JSON');
  return read({ kind: 'ok', body });
}

export function createProviderHttp(options: { baseUrl: string; timeoutMs: number; logger: Logger; now?: () => Date }): ProviderHttp {
  const base = options.baseUrl.replace(/\/+$/, '');
  const now = options.now ?? (() => new Date());
  const http = createJsonHttp({ logger: options.logger, keyName: 'provider' });

  return {
    async get(provider, accountId, path, query) {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) if (v !== null && v !== undefined && v !== '') params.set(k, String(v));
      const qs = params.toString();
      const url = `${base}${path}${qs ? `?${qs}` : ''}`;
      const outcome = await http.call(`${provider}/${accountId}`, { method: 'GET', url, timeoutMs: options.timeoutMs }, (answer) => classify(answer, now()));
      if (outcome.kind === 'answered') return outcome.result;
      if (outcome.kind === 'paused') return { kind: 'unavailable', reason: `${provider} is failing; calls to it are paused for a moment` };
      return { kind: 'unavailable', reason: outcome.cause === 'timeout' ? `no answer within ${options.timeoutMs} ms` : 'the provider is unreachable' };
    },
    close() {
      http.close();
    },
  };
}
