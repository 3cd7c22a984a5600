// One JSON POST to a vendor, behind that vendor's own opossum breaker and
// within a deadline. A 5xx, 429, timeout, unreachable vendor or unreadable
// answer counts against the breaker and comes back as `failed` with a reason;
// a 4xx other than 429 is answered as it came (the caller decides what it means).
import { createJsonHttp, type BreakerTuning, type Classified, type JsonAnswer } from '@wbk/net';
import type { Logger } from '@wbk/platform';

export type VendorReply = { kind: 'ok'; status: number; body: unknown } | { kind: 'failed'; reason: string };

export interface VendorHttpOptions {
  logger: Logger;
  timeoutMs: number;
  breaker?: BreakerTuning;
}

export interface VendorHttp {
  post(vendor: string, url: string, body: unknown): Promise<VendorReply>;
  close(): void;
}

function classify(vendor: string, answer: JsonAnswer): Classified<VendorReply> {
  const failed = (reason: string): Classified<VendorReply> => ({ result: { kind: 'failed', reason }, countsAsFailure: true });
  if (answer.status === 429) return failed(`${vendor} rate-limited the call (429)`);
  if (answer.status >= 500) return failed(`${vendor} answered ${answer.status}`);
  if (answer.body === undefined) return failed(`${vendor} answered something that is not JSON`);
  return { result: { kind: 'ok', status: answer.status, body: answer.body }, countsAsFailure: false };
}

export function createVendorHttp(options: VendorHttpOptions): VendorHttp {
  const http = createJsonHttp({ logger: options.logger, keyName: 'vendor', breaker: options.breaker });
  return {
    async post(vendor, url, body) {
      const outcome = await http.call(vendor, { method: 'POST', url, body, timeoutMs: options.timeoutMs }, (answer) => classify(vendor, answer));
      if (outcome.kind === 'answered') return outcome.result;
      if (outcome.kind === 'paused') return { kind: 'failed', reason: `${vendor} is failing; calls to it are paused for a moment` };
      // A body lost after the status line arrived was cut off, whatever stopped it.
      if (outcome.status !== null) return { kind: 'failed', reason: 'the answer was cut off' };
      return { kind: 'failed', reason: outcome.cause === 'timeout' ? `no answer within ${options.timeoutMs} ms` : `${vendor} is unreachable` };
    },
    close() {
      http.close();
    },
  };
}
