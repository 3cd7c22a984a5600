// One JSON POST to a vendor, behind that vendor's own opossum breaker and
// within a deadline. A 5xx, 429, timeout, unreachable vendor or unreadable
// answer counts against the breaker and comes back as `failed` with a reason;
// a 4xx other than 429 is answered as it came (the caller decides what it means).
import { isOpenBreaker, keyedBreakers, type BreakerTuning } from '@wbk/net';
import type { Logger } from '@wbk/platform';

export type VendorReply = { kind: 'ok'; status: number; body: unknown } | { kind: 'failed'; reason: string };

class VendorFailure extends Error {}

export interface VendorHttpOptions {
  logger: Logger;
  timeoutMs: number;
  breaker?: BreakerTuning;
}

export interface VendorHttp {
  post(vendor: string, url: string, body: unknown): Promise<VendorReply>;
  close(): void;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function createVendorHttp(options: VendorHttpOptions): VendorHttp {
  async function call(vendor: string, url: string, body: unknown): Promise<VendorReply> {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (err) {
      const name = typeof err === 'object' && err !== null ? (err as { name?: unknown }).name : undefined;
      throw new VendorFailure(name === 'TimeoutError' || name === 'AbortError' ? `no answer within ${options.timeoutMs} ms` : `${vendor} is unreachable`);
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      throw new VendorFailure('the answer was cut off');
    }
    if (response.status === 429) throw new VendorFailure(`${vendor} rate-limited the call (429)`);
    if (response.status >= 500) throw new VendorFailure(`${vendor} answered ${response.status}`);
    const parsed = parseJson(text);
    if (parsed === undefined) throw new VendorFailure(`${vendor} answered something that is not JSON`);
    return { kind: 'ok', status: response.status, body: parsed };
  }

  const breakers = keyedBreakers(call, { logger: options.logger, keyName: 'vendor', tuning: options.breaker });

  return {
    async post(vendor, url, body) {
      try {
        return await breakers.fire(vendor, vendor, url, body);
      } catch (err) {
        if (err instanceof VendorFailure) return { kind: 'failed', reason: err.message };
        if (isOpenBreaker(err)) return { kind: 'failed', reason: `${vendor} is failing; calls to it are paused for a moment` };
        throw err;
      }
    },
    close() {
      breakers.shutdown();
    },
  };
}
