// One send, from the address check to its result, under one deadline: timeoutMs covers DNS,
// connect, TLS, headers and the capped read of the response; on expiry the socket is destroyed
// ('timeout', statusCode kept if seen). At most maxBytes of the response body are read for
// the log, then the socket is destroyed, so a huge or endless body costs at most that much
// memory. Redirects are never followed.
import type { IncomingHttpHeaders } from 'node:http';
import type { Dispatcher } from 'undici';
import type { Logger } from '@wbk/platform';
import type { Endpoint, EndpointPool } from './endpoint-pool';
import { EXCERPT_COMPLETE, EXPIRED, type Connection, type ConnectionOwner } from './pinned-connection';
import { describeError, failedBeforeSending, failure, REDIRECT_NOT_FOLLOWED, responseResult, type SendResult } from './send-result';
import type { Target } from './send-target';
import { checkTarget, type LookupFn, type UrlCheckResult } from '@wbk/net';

export interface SendRequest {
  url: string;
  /** The exact bytes that were signed (sent as UTF-8, byte for byte). */
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
}

/** What a send needs of the sender that started it. */
export interface SendHost {
  readonly closed: boolean;
  readonly guard: { allowPrivateTargets: boolean; lookup?: LookupFn };
  /** Response bytes kept for the excerpt. */
  readonly maxBytes: number;
  readonly logger: Logger;
  readonly pool: EndpointPool;
}

// The sender owns framing and routing; a caller's value for these would desync the request.
const RESERVED_HEADERS = new Set(['host', 'content-length', 'transfer-encoding', 'connection', 'expect', 'keep-alive']);

/** One send: one deadline timer over the address check and every connection attempt. */
export class InFlightSend implements ConnectionOwner {
  finished = false;
  readonly result: Promise<SendResult>;
  private resolveResult!: (result: SendResult) => void;
  private readonly timer: NodeJS.Timeout;
  private addresses: string[] = [];
  private index = 0;
  private sameAddressRetried = false;
  private dispatchOptions: Dispatcher.DispatchOptions | null = null;
  private connection: Connection | null = null;
  private controller: Dispatcher.DispatchController | null = null;
  private reusedSocket = false;
  private statusCode: number | null = null;
  private location: string | undefined;
  private readonly chunks: Buffer[] = [];
  private received = 0;

  constructor(
    private readonly host: SendHost,
    private readonly request: SendRequest,
    private readonly target: Target,
    private readonly endpoint: Endpoint,
    private readonly started: number,
  ) {
    this.result = new Promise((resolve) => (this.resolveResult = resolve));
    this.timer = setTimeout(expire, request.timeoutMs, this);
    checkTarget(target.parsed, host.guard).then(
      (check) => this.onChecked(check),
      (err: unknown) => this.settle(failure(this.started, `dns_error: ${err instanceof Error ? err.message : String(err)}`)),
    );
  }

  expire(): void {
    if (this.finished) return;
    this.settle(failure(this.started, 'timeout', this.statusCode, this.excerpt()));
    if (this.controller !== null) this.controller.abort(EXPIRED);
    else this.connection?.connecting?.destroy(EXPIRED);
    // Otherwise the request waits in its Client and is stopped in onStart or connect.
  }

  attempt(): void {
    if (this.finished) return;
    if (this.host.closed) return this.settle(failure(this.started, 'sender_closed'));
    this.reusedSocket = false;
    this.connection = this.host.pool.lease(this.endpoint, this.target, this.addresses[this.index]!);
    this.connection.dispatch(this, this.dispatchOptions!);
  }

  onStart(controller: Dispatcher.DispatchController, reusedSocket: boolean): void {
    // Expired while queued: aborting here keeps every byte of the request off the wire.
    if (this.finished) return controller.abort(EXPIRED);
    this.controller = controller;
    this.reusedSocket = reusedSocket;
  }

  onStatus(statusCode: number, headers: IncomingHttpHeaders): void {
    if (statusCode < 200) return; // interim 1xx; the final status follows
    this.statusCode = statusCode;
    this.location = headers.location;
  }

  onData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.finished) return;
    this.chunks.push(chunk);
    this.received += chunk.length;
    if (this.received > this.host.maxBytes) {
      this.settle(this.outcome());
      controller.abort(EXCERPT_COMPLETE);
    }
  }

  onEnd(): void {
    this.detach();
    if (!this.finished) this.settle(this.outcome());
  }

  onError(err: Error): void {
    this.detach();
    if (this.finished) return;
    const code = (err as NodeJS.ErrnoException).code ?? '';
    const error = describeError(err, code);
    if (this.statusCode === null && this.moveToRetry(code, error)) {
      // Deferred: undici is still unwinding the failed request when it reports the error.
      process.nextTick(retry, this);
      return;
    }
    this.settle(failure(this.started, error, this.statusCode, this.excerpt()));
  }

  /** Picks the address of the next attempt, if the failure allows one; only before any response. */
  private moveToRetry(code: string, error: string): boolean {
    if (failedBeforeSending(code)) {
      this.index += 1;
      return this.index < this.addresses.length;
    }
    // A pooled socket the server closed meanwhile: one retry, as Node documents for keep-alive.
    if (error === 'connection_reset' && this.reusedSocket && !this.sameAddressRetried) {
      this.sameAddressRetried = true;
      return true;
    }
    return false;
  }

  private onChecked(check: UrlCheckResult): void {
    if (this.finished) return;
    if (!check.ok) {
      if (check.kind === 'blocked_address') {
        this.host.logger.warn({ origin: this.target.origin, reason: check.reason }, 'webhook target refused at delivery');
      }
      return this.settle(failure(this.started, `${check.kind}: ${check.reason}`));
    }
    this.addresses = check.addresses;
    this.dispatchOptions = {
      path: this.target.path,
      method: 'POST',
      // Host comes from the Client's origin (= url.host), Content-Length from the Buffer body.
      headers: wireHeaders(this.request.headers),
      body: Buffer.from(this.request.body, 'utf8'),
    };
    this.attempt();
  }

  private detach(): void {
    this.connection = null;
    this.controller = null;
  }

  private outcome(): SendResult {
    const result = responseResult(this.started, this.statusCode ?? 0, this.excerpt());
    if (result.error === REDIRECT_NOT_FOLLOWED) {
      this.host.logger.warn({ origin: this.target.origin, statusCode: result.statusCode, location: this.location?.slice(0, 200) }, 'webhook redirect not followed');
    }
    return result;
  }

  private excerpt(): string {
    if (this.received === 0) return '';
    const bytes = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    return bytes.toString('utf8', 0, Math.min(bytes.length, this.host.maxBytes));
  }

  private settle(result: SendResult): void {
    this.finished = true;
    clearTimeout(this.timer);
    this.endpoint.inFlight -= 1;
    this.endpoint.lastUsedAt = Date.now();
    this.resolveResult(result);
  }
}

// Module-level so that timers and deferred retries need no closure per send.
function expire(send: InFlightSend): void {
  send.expire();
}

function retry(send: InFlightSend): void {
  send.attempt();
}

/** The caller's headers as undici's flat list, minus those the sender owns. */
export function wireHeaders(headers: Record<string, string>): string[] {
  const flat: string[] = [];
  for (const name of Object.keys(headers)) {
    if (!RESERVED_HEADERS.has(name.toLowerCase())) flat.push(name, headers[name]!);
  }
  return flat;
}
