// One GET to a provider's read API with its own deadline, behind the breaker
// of that workspace's account at the provider (one account failing, a huge
// mailbox timing out, pauses only that account), classified once: ok, expired cursor (404
// history_expired / 410 sync_state_expired), quota (429 + Retry-After),
// auth (401/403: the account needs re-authorisation), refused (other 4xx) or
// unavailable (5xx, timeout, unreachable, unreadable, breaker open).
import { isOpenBreaker, keyedBreakers } from '@wbk/net';
import { retryAfterMs, type Logger } from '@wbk/platform';

export type ProviderAnswer =
  | { kind: 'ok'; body: unknown }
  | { kind: 'expired'; code: string }
  | { kind: 'rate_limited'; retryAfterMs: number | null }
  | { kind: 'auth'; code: string; message: string }
  | { kind: 'refused'; status: number; code: string; message: string }
  | { kind: 'unavailable'; reason: string };

class Unavailable extends Error {}

export interface ProviderHttp {
  get(provider: string, accountId: string, path: string, query: Record<string, string | number | null | undefined>): Promise<ProviderAnswer>;
  close(): void;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function errorOf(body: unknown): { code: string; message: string } {
  const error = typeof body === 'object' && body !== null ? (body as { error?: { code?: unknown; message?: unknown } }).error : undefined;
  const code = typeof error?.code === 'string' ? error.code : 'unknown';
  return { code, message: typeof error?.message === 'string' ? error.message : code };
}

export function createProviderHttp(options: { baseUrl: string; timeoutMs: number; logger: Logger; now?: () => Date }): ProviderHttp {
  const base = options.baseUrl.replace(/\/+$/, '');
  const now = options.now ?? (() => new Date());

  async function call(url: string): Promise<ProviderAnswer> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
      text = await response.text();
    } catch (err) {
      const name = (err as { name?: unknown }).name;
      throw new Unavailable(name === 'TimeoutError' || name === 'AbortError' ? `no answer within ${options.timeoutMs} ms` : 'the provider is unreachable');
    }
    const body = parseJson(text);
    if (response.status === 429) return { kind: 'rate_limited', retryAfterMs: retryAfterMs(response.headers.get('retry-after'), now()) };
    if (response.status >= 500) throw new Unavailable(`the provider answered ${response.status} (${errorOf(body).message})`);
    if (response.status === 404 || response.status === 410) {
      const { code, message } = errorOf(body);
      if (code === 'history_expired' || code === 'sync_state_expired') return { kind: 'expired', code };
      return { kind: 'refused', status: response.status, code, message };
    }
    if (response.status === 401 || response.status === 403) return { kind: 'auth', ...errorOf(body) };
    if (response.status >= 400) return { kind: 'refused', status: response.status, ...errorOf(body) };
    if (body === undefined) throw new Unavailable('the provider answered something that is not JSON');
    return { kind: 'ok', body };
  }

  const breakers = keyedBreakers(call, { logger: options.logger, keyName: 'provider' });

  return {
    async get(provider, accountId, path, query) {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) if (v !== null && v !== undefined && v !== '') params.set(k, String(v));
      const qs = params.toString();
      try {
        return await breakers.fire(`${provider}/${accountId}`, `${base}${path}${qs ? `?${qs}` : ''}`);
      } catch (err) {
        if (err instanceof Unavailable) return { kind: 'unavailable', reason: err.message };
        if (isOpenBreaker(err)) return { kind: 'unavailable', reason: `${provider} is failing; calls to it are paused for a moment` };
        throw err;
      }
    },
    close() {
      breakers.shutdown();
    },
  };
}
