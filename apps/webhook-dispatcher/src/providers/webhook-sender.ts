// Outbound HTTP for webhook deliveries (issue 4 "Delivery", spec "Events" rules 1-2).
// Contract for the caller (the delivery worker):
// - send() never throws; every outcome is a SendResult. ok = 2xx received within timeoutMs.
// - Per endpoint (URL origin) at most maxConcurrentPerEndpoint sends are in flight. Above
//   that, send() answers at once with error 'endpoint_busy' (ok false, statusCode null,
//   nothing sent): the caller reschedules that attempt shortly WITHOUT counting it as an
//   attempt, and goes on with other endpoints, so a slow receiver never blocks the rest.
// - Every send resolves the host and checks every address again (url-guard), then connects
//   to a checked address (TLS still verifies the hostname via SNI / servername), so a DNS
//   answer that changes after registration (rebinding) cannot reach an internal address.
// - Redirects are never followed ('redirect_not_followed'). At most maxResponseBytes of the
//   response body are read for the log; the socket is then destroyed, so a huge or endless
//   body costs at most that much memory. timeoutMs covers DNS, connect, TLS, headers and
//   that capped read; on expiry the socket is destroyed ('timeout', statusCode kept if seen).
// - Certificates are always verified. `ca` adds trust anchors (tests' self-signed receiver);
//   there is deliberately no option to turn verification off.
// Error strings: 'timeout', 'redirect_not_followed', 'http_status: <code>', 'endpoint_busy',
// 'blocked_address: <why>', 'dns_error: <why>', 'invalid_url: <why>', 'connection_refused',
// 'connection_reset', 'unreachable: <code>', 'tls_error: <code>', 'invalid_response: <code>',
// 'network_error: <code>', 'invalid_request: <why>', 'sender_closed'.
// Transport: undici Clients (one keep-alive socket each) per origin and checked address,
// driven through client.dispatch() for its lower CPU cost per request than node:https.
import { createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';
import { performance } from 'node:perf_hooks';
import tls from 'node:tls';
import { Client, type Dispatcher, type buildConnector } from 'undici';
import type { Logger } from '@wbk/platform';
import { checkTarget, parseWebhookUrl, type LookupFn, type ParsedTarget, type UrlCheckFailure, type UrlCheckResult } from './url-guard';

export interface SendRequest {
  url: string;
  /** The exact bytes that were signed (sent as UTF-8, byte for byte). */
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
}

export interface SendResult {
  /** A 2xx status arrived within timeoutMs. */
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  /** First maxResponseBytes (1 KiB) of the response body, decoded as UTF-8. */
  responseExcerpt: string;
  error: string | null;
}

export interface WebhookSender {
  send(request: SendRequest): Promise<SendResult>;
  /** Destroys every pooled connection; sends in flight and later ones answer 'sender_closed'. */
  close(): void;
}

export interface WebhookSenderOptions {
  /** Skips the address range check only (https, userinfo and pinning still apply). Tests only. */
  allowPrivateTargets: boolean;
  maxConcurrentPerEndpoint: number;
  logger: Logger;
  maxResponseBytes?: number;
  /** Extra trusted CA certificate(s), PEM. Verification itself can never be turned off. */
  ca?: string | Buffer | Array<string | Buffer>;
  /** DNS resolution; injectable so tests can simulate rebinding. */
  lookup?: LookupFn;
  /** Idle keep-alive sockets are closed after this; below common server keep-alive (5 s). */
  idleSocketTimeoutMs?: number;
}

/** Spec "Events" rule 1: 'sha256=' + hex HMAC-SHA256 of the exact body bytes. */
export function signPayload(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

// The sender owns framing and routing; a caller's value for these would desync the request.
const RESERVED_HEADERS = new Set(['host', 'content-length', 'transfer-encoding', 'connection', 'expect', 'keep-alive']);
// Failures before any byte of the request left: safe to try the host's next checked address.
const NEXT_ADDRESS_CODES = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL', 'EAFNOSUPPORT']);
const ERROR_BY_CODE = new Map([
  ['ECONNREFUSED', 'connection_refused'],
  ['ECONNRESET', 'connection_reset'],
  ['EPIPE', 'connection_reset'],
  ['UND_ERR_SOCKET', 'connection_reset'],
  ['ETIMEDOUT', 'timeout'],
  ['UND_ERR_CONNECT_TIMEOUT', 'timeout'],
  ['UND_ERR_HEADERS_TIMEOUT', 'timeout'],
  ['UND_ERR_BODY_TIMEOUT', 'timeout'],
  ['UND_ERR_DESTROYED', 'sender_closed'],
  ['UND_ERR_CLOSED', 'sender_closed'],
]);
const MALFORMED_RESPONSE_CODES = new Set(['UND_ERR_INFO', 'UND_ERR_HEADERS_OVERFLOW', 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH', 'UND_ERR_RES_EXCEEDED_MAX_SIZE']);
const SWEEP_INTERVAL_MS = 60_000;
const IDLE_EVICT_MS = 5 * 60_000;
// Parsed URLs are reused across sends (the address check never is); bounded so that a stream
// of distinct URLs cannot grow it.
const TARGET_CACHE_SIZE = 2048;
// Reasons given to undici when the sender stops a request itself. The send has settled by
// then, so they are never reported; none carries a code undici would retry on.
const EXPIRED = new Error('webhook send deadline passed');
const EXCERPT_COMPLETE = new Error('response excerpt complete');
const SENDER_CLOSED = new Error('webhook sender closed');

interface Target {
  parsed: ParsedTarget;
  origin: string;
  /** Path and query: the fragment never goes on the wire. */
  path: string;
  /** SNI and certificate name; undefined for an IP literal, whose certificate must name the IP. */
  servername: string | undefined;
}

/** Connections of one origin to one checked address: a lane never connects anywhere else. */
interface Lane {
  connections: Connection[];
  lastUsedAt: number;
  /** TLS session of the last handshake, so reconnects resume instead of a full handshake. */
  session: Buffer | undefined;
}

interface Endpoint {
  inFlight: number;
  lastUsedAt: number;
  lanes: Map<string, Lane>;
}

interface ConnectionSettings {
  clientOptions: Client.Options;
  ca: WebhookSenderOptions['ca'];
}

/**
 * One undici Client (pipelining 1: one keep-alive socket) holding at most one delivery's
 * request at a time. It is the dispatch handler itself, so a send allocates no handler, and it
 * knows its socket: whether a request reuses it, and which connect an expiring send must cut.
 */
class Connection implements Dispatcher.DispatchHandler {
  readonly client: Client;
  /** The delivery whose request undici holds, until undici's last callback for it. */
  owner: Delivery | null = null;
  /** A TLS socket is up (idle or busy): preferred over connecting anew. */
  open = false;
  connecting: tls.TLSSocket | null = null;
  private requestsOnSocket = 0;

  constructor(
    origin: string,
    private readonly target: Target,
    private readonly address: string,
    private readonly lane: Lane,
    settings: ConnectionSettings,
  ) {
    this.client = new Client(origin, { ...settings.clientOptions, connect: (_options, callback) => this.connect(settings.ca, callback) });
  }

  dispatch(owner: Delivery, options: Dispatcher.DispatchOptions): void {
    this.owner = owner;
    this.client.dispatch(options, this);
  }

  destroy(): void {
    void this.client.destroy();
    this.connecting?.destroy(SENDER_CLOSED);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.owner?.onStart(controller, this.requestsOnSocket++ > 0);
  }

  onResponseStart(_controller: Dispatcher.DispatchController, statusCode: number, headers: IncomingHttpHeaders): void {
    this.owner?.onStatus(statusCode, headers);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.owner?.onData(controller, chunk);
  }

  onResponseEnd(): void {
    this.release()?.onEnd();
  }

  onResponseError(_controller: Dispatcher.DispatchController | undefined, error: Error): void {
    this.release()?.onError(error);
  }

  private release(): Delivery | null {
    const owner = this.owner;
    this.owner = null;
    return owner;
  }

  /** DNS pinning: TCP goes to the checked address while the certificate is verified against the name. */
  private connect(ca: ConnectionSettings['ca'], callback: buildConnector.Callback): void {
    if (this.owner === null || this.owner.finished) {
      // Reconnecting for a send that already gave up: fail its request instead of connecting.
      process.nextTick(callback, EXPIRED, null);
      return;
    }
    const socket = tls.connect({
      host: this.address,
      port: this.target.parsed.port,
      servername: this.target.servername,
      ca,
      // Explicit, so NODE_TLS_REJECT_UNAUTHORIZED=0 in the environment cannot switch verification off.
      rejectUnauthorized: true,
      ALPNProtocols: ['http/1.1'],
      session: this.lane.session,
    });
    socket.setNoDelay(true);
    this.connecting = socket;
    const onError = (err: Error): void => {
      this.connecting = null;
      socket.off('secureConnect', onSecure);
      callback(err, null);
    };
    const onSecure = (): void => {
      this.connecting = null;
      this.open = true;
      this.requestsOnSocket = 0;
      socket.off('error', onError);
      socket.once('close', () => {
        this.open = false;
      });
      callback(null, socket);
    };
    socket.once('error', onError).once('secureConnect', onSecure);
    socket.on('session', (session: Buffer) => {
      this.lane.session = session;
    });
  }
}

/** One send: one deadline timer over the address check and every connection attempt. */
class Delivery {
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
    private readonly sender: Sender,
    private readonly request: SendRequest,
    private readonly target: Target,
    private readonly endpoint: Endpoint,
    private readonly started: number,
  ) {
    this.result = new Promise((resolve) => (this.resolveResult = resolve));
    this.timer = setTimeout(expire, request.timeoutMs, this);
    checkTarget(target.parsed, sender.guard).then(
      (check) => this.onChecked(check),
      (err: unknown) => this.settle(this.failure(`dns_error: ${err instanceof Error ? err.message : String(err)}`)),
    );
  }

  expire(): void {
    if (this.finished) return;
    this.settle(this.failure('timeout', this.statusCode, this.excerpt()));
    if (this.controller !== null) this.controller.abort(EXPIRED);
    else this.connection?.connecting?.destroy(EXPIRED);
    // Otherwise the request waits in its Client and is stopped in onStart or connect.
  }

  attempt(): void {
    if (this.finished) return;
    if (this.sender.closed) return this.settle(this.failure('sender_closed'));
    this.reusedSocket = false;
    this.connection = this.sender.lease(this.endpoint, this.target, this.addresses[this.index]!);
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
    if (this.received > this.sender.maxBytes) {
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
    this.settle(this.failure(error, this.statusCode, this.excerpt()));
  }

  /** Picks the address of the next attempt, if the failure allows one; only before any response. */
  private moveToRetry(code: string, error: string): boolean {
    if (NEXT_ADDRESS_CODES.has(code)) {
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
        this.sender.logger.warn({ origin: this.target.origin, reason: check.reason }, 'webhook target refused at delivery');
      }
      return this.settle(this.failure(`${check.kind}: ${check.reason}`));
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
    const status = this.statusCode ?? 0;
    const excerpt = this.excerpt();
    if (status >= 200 && status < 300) return { ...this.failure('', status, excerpt), ok: true, error: null };
    if (status >= 300 && status < 400) {
      this.sender.logger.warn({ origin: this.target.origin, statusCode: status, location: this.location?.slice(0, 200) }, 'webhook redirect not followed');
      return this.failure('redirect_not_followed', status, excerpt);
    }
    return this.failure(`http_status: ${status}`, status, excerpt);
  }

  private excerpt(): string {
    if (this.received === 0) return '';
    const bytes = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    return bytes.toString('utf8', 0, Math.min(bytes.length, this.sender.maxBytes));
  }

  private failure(error: string, statusCode: number | null = null, responseExcerpt = ''): SendResult {
    return { ok: false, statusCode, durationMs: Math.round(performance.now() - this.started), responseExcerpt, error };
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
function expire(delivery: Delivery): void {
  delivery.expire();
}

function retry(delivery: Delivery): void {
  delivery.attempt();
}

function wireHeaders(headers: Record<string, string>): string[] {
  const flat: string[] = [];
  for (const name of Object.keys(headers)) {
    if (!RESERVED_HEADERS.has(name.toLowerCase())) flat.push(name, headers[name]!);
  }
  return flat;
}

function describeError(err: Error, code: string): string {
  const known = ERROR_BY_CODE.get(code);
  if (known !== undefined) return known;
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return `unreachable: ${code}`;
  // undici rejects what it cannot put on the wire (e.g. a header value with a line break).
  if (code === 'UND_ERR_INVALID_ARG' || code === 'UND_ERR_NOT_SUPPORTED') return `invalid_request: ${err.message}`;
  if (code.startsWith('HPE_') || MALFORMED_RESPONSE_CODES.has(code)) return `invalid_response: ${code}`;
  if (/CERT|SSL|TLS|EPROTO|SIGNATURE|ISSUER/.test(code)) return `tls_error: ${code}`;
  return `network_error: ${code || err.message}`;
}

class Sender {
  closed = false;
  readonly guard: { allowPrivateTargets: boolean; lookup?: LookupFn };
  readonly maxBytes: number;
  readonly logger: Logger;
  private readonly maxConcurrent: number;
  private readonly settings: ConnectionSettings;
  private readonly endpoints = new Map<string, Endpoint>();
  private readonly targets = new Map<string, Target | UrlCheckFailure>();
  private lastSweepAt = Date.now();

  constructor(options: WebhookSenderOptions) {
    const idleSocketTimeoutMs = options.idleSocketTimeoutMs ?? 4_000;
    this.guard = { allowPrivateTargets: options.allowPrivateTargets, lookup: options.lookup };
    this.maxBytes = options.maxResponseBytes ?? 1024;
    this.logger = options.logger;
    this.maxConcurrent = options.maxConcurrentPerEndpoint;
    this.settings = {
      ca: options.ca,
      clientOptions: {
        pipelining: 1,
        // Also caps a server's Keep-Alive hint, so an idle socket never outlives our setting.
        keepAliveTimeout: idleSocketTimeoutMs,
        keepAliveMaxTimeout: idleSocketTimeoutMs,
        // The send's own deadline covers headers and body; 0 spares undici's per-request timers.
        headersTimeout: 0,
        bodyTimeout: 0,
      },
    };
  }

  async send(request: SendRequest): Promise<SendResult> {
    const started = performance.now();
    if (this.closed) return immediateFailure(started, 'sender_closed');
    const target = this.targetFor(request.url);
    if ('ok' in target) return immediateFailure(started, `invalid_url: ${target.reason}`);
    const now = Date.now();
    this.sweep(now);
    const endpoint = this.endpointFor(target.origin, now);
    if (endpoint.inFlight >= this.maxConcurrent) return immediateFailure(started, 'endpoint_busy');
    endpoint.inFlight += 1;
    return new Delivery(this, request, target, endpoint, started).result;
  }

  /** A free connection of the lane, one with an open socket first; a new one if all are busy. */
  lease(endpoint: Endpoint, target: Target, address: string): Connection {
    let lane = endpoint.lanes.get(address);
    if (lane === undefined) {
      lane = { connections: [], lastUsedAt: 0, session: undefined };
      endpoint.lanes.set(address, lane);
    }
    lane.lastUsedAt = Date.now();
    let spare: Connection | undefined;
    for (const connection of lane.connections) {
      if (connection.owner !== null) continue;
      if (connection.open) return connection;
      spare ??= connection;
    }
    if (spare !== undefined) return spare;
    const created = new Connection(target.origin, target, address, lane, this.settings);
    lane.connections.push(created);
    return created;
  }

  close(): void {
    this.closed = true;
    for (const endpoint of this.endpoints.values()) {
      for (const lane of endpoint.lanes.values()) lane.connections.forEach((connection) => connection.destroy());
    }
    this.endpoints.clear();
  }

  private targetFor(url: string): Target | UrlCheckFailure {
    let target = this.targets.get(url);
    if (target === undefined) {
      const parsed = parseWebhookUrl(url);
      target = 'ok' in parsed
        ? parsed
        : {
            parsed,
            origin: parsed.url.origin,
            path: `${parsed.url.pathname}${parsed.url.search}`,
            servername: isIP(parsed.hostname) === 0 ? parsed.hostname : undefined,
          };
      if (this.targets.size >= TARGET_CACHE_SIZE) this.targets.delete(this.targets.keys().next().value!);
      this.targets.set(url, target);
    }
    return target;
  }

  private endpointFor(origin: string, now: number): Endpoint {
    let endpoint = this.endpoints.get(origin);
    if (endpoint === undefined) {
      endpoint = { inFlight: 0, lastUsedAt: now, lanes: new Map() };
      this.endpoints.set(origin, endpoint);
    }
    return endpoint;
  }

  // Lanes unused for a while are destroyed so thousands of endpoints (or rotating DNS answers)
  // do not pin Clients and TLS sessions.
  private sweep(now: number): void {
    if (now - this.lastSweepAt < SWEEP_INTERVAL_MS) return;
    this.lastSweepAt = now;
    for (const [origin, endpoint] of this.endpoints) {
      for (const [address, lane] of endpoint.lanes) {
        if (now - lane.lastUsedAt > IDLE_EVICT_MS && lane.connections.every((connection) => connection.owner === null)) {
          lane.connections.forEach((connection) => connection.destroy());
          endpoint.lanes.delete(address);
        }
      }
      if (endpoint.inFlight === 0 && endpoint.lanes.size === 0 && now - endpoint.lastUsedAt > IDLE_EVICT_MS) this.endpoints.delete(origin);
    }
  }
}

function immediateFailure(started: number, error: string): SendResult {
  return { ok: false, statusCode: null, durationMs: Math.round(performance.now() - started), responseExcerpt: '', error };
}

export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const sender = new Sender(options);
  return {
    send: (request) => sender.send(request),
    close: () => sender.close(),
  };
}
