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
import { createHmac } from 'node:crypto';
import https from 'node:https';
import { isIP } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { Logger } from '@wbk/platform';
import { checkTarget, parseWebhookUrl, type LookupFn, type ParsedTarget } from './url-guard';

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
  /** Destroys every pooled connection; later sends answer 'sender_closed'. */
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
const AGENT_SWEEP_INTERVAL_MS = 60_000;
const AGENT_IDLE_EVICT_MS = 5 * 60_000;

interface Endpoint {
  agent: https.Agent;
  inFlight: number;
  lastUsedAt: number;
}

type PostOutcome = { result: SendResult } | { retry: 'next_address' | 'same_address'; error: string };

function describeError(err: NodeJS.ErrnoException): string {
  const code = err.code ?? '';
  if (code === 'ECONNREFUSED') return 'connection_refused';
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'connection_reset';
  if (code === 'ETIMEDOUT') return 'timeout';
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return `unreachable: ${code}`;
  if (/CERT|SSL|TLS|EPROTO|SIGNATURE|ISSUER/.test(code)) return `tls_error: ${code}`;
  if (code.startsWith('HPE_')) return `invalid_response: ${code}`;
  return `network_error: ${code || err.message}`;
}

export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const maxBytes = options.maxResponseBytes ?? 1024;
  const idleSocketTimeoutMs = options.idleSocketTimeoutMs ?? 4_000;
  const endpoints = new Map<string, Endpoint>();
  let closed = false;
  let lastSweepAt = Date.now();

  // Agents of endpoints unused for a while are dropped so thousands of endpoints do not pin memory.
  function sweep(now: number): void {
    if (now - lastSweepAt < AGENT_SWEEP_INTERVAL_MS) return;
    lastSweepAt = now;
    for (const [origin, endpoint] of endpoints) {
      if (endpoint.inFlight === 0 && now - endpoint.lastUsedAt > AGENT_IDLE_EVICT_MS) {
        endpoint.agent.destroy();
        endpoints.delete(origin);
      }
    }
  }

  function endpointFor(origin: string): Endpoint {
    let endpoint = endpoints.get(origin);
    if (endpoint === undefined) {
      const sockets = options.maxConcurrentPerEndpoint;
      endpoint = {
        agent: new https.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets, timeout: idleSocketTimeoutMs, scheduling: 'lifo' }),
        inFlight: 0,
        lastUsedAt: Date.now(),
      };
      endpoints.set(origin, endpoint);
    }
    return endpoint;
  }

  async function send(request: SendRequest): Promise<SendResult> {
    const started = performance.now();
    const fail = (error: string, statusCode: number | null = null, responseExcerpt = ''): SendResult => ({
      ok: false,
      statusCode,
      durationMs: Math.round(performance.now() - started),
      responseExcerpt,
      error,
    });
    if (closed) return fail('sender_closed');
    const target = parseWebhookUrl(request.url);
    if ('ok' in target) return fail(`invalid_url: ${target.reason}`);
    sweep(Date.now());
    const endpoint = endpointFor(target.url.origin);
    if (endpoint.inFlight >= options.maxConcurrentPerEndpoint) return fail('endpoint_busy');
    endpoint.inFlight += 1;
    try {
      return await deliver(request, target, endpoint, started + request.timeoutMs, fail);
    } finally {
      endpoint.inFlight -= 1;
      endpoint.lastUsedAt = Date.now();
    }
  }

  async function deliver(
    request: SendRequest,
    target: ParsedTarget,
    endpoint: Endpoint,
    deadline: number,
    fail: (error: string, statusCode?: number | null, excerpt?: string) => SendResult,
  ): Promise<SendResult> {
    const checking = checkTarget(target, { allowPrivateTargets: options.allowPrivateTargets, lookup: options.lookup });
    // An IP literal needs no DNS, so there is nothing to wait for and no timer to arm.
    const check = isIP(target.hostname) !== 0 ? await checking : await beforeDeadline(checking, deadline);
    if (check === 'timeout') return fail('timeout');
    if (!check.ok) {
      if (check.kind === 'blocked_address') options.logger.warn({ origin: target.url.origin, reason: check.reason }, 'webhook target refused at delivery');
      return fail(`${check.kind}: ${check.reason}`);
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (!RESERVED_HEADERS.has(name.toLowerCase())) headers[name] = value;
    }
    const body = Buffer.from(request.body, 'utf8');
    headers['Host'] = target.url.host;
    headers['Content-Length'] = String(body.length);

    let index = 0;
    let sameAddressRetried = false;
    let lastError = 'connection_refused';
    while (index < check.addresses.length) {
      const outcome = await post({ address: check.addresses[index]!, target, endpoint, headers, body, deadline, fail });
      if ('result' in outcome) return outcome.result;
      lastError = outcome.error;
      if (outcome.retry === 'same_address' && !sameAddressRetried) {
        sameAddressRetried = true;
      } else {
        index += 1;
      }
    }
    return fail(lastError);
  }

  function post(ctx: {
    address: string;
    target: ParsedTarget;
    endpoint: Endpoint;
    headers: Record<string, string>;
    body: Buffer;
    deadline: number;
    fail: (error: string, statusCode?: number | null, excerpt?: string) => SendResult;
  }): Promise<PostOutcome> {
    const { target, fail } = ctx;
    return new Promise<PostOutcome>((resolve) => {
      let settled = false;
      let statusCode: number | null = null;
      const chunks: Buffer[] = [];
      let received = 0;
      const excerpt = (): string => Buffer.concat(chunks).subarray(0, maxBytes).toString('utf8');
      const finish = (outcome: PostOutcome): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(outcome);
      };

      let req: ReturnType<typeof https.request>;
      try {
        req = https.request({
          host: ctx.address,
          port: target.port,
          path: `${target.url.pathname}${target.url.search}`,
          method: 'POST',
          // Connect to the checked IP, verify the certificate against the name (no SNI for IP literals).
          servername: isIP(target.hostname) === 0 ? target.hostname : undefined,
          headers: ctx.headers,
          agent: ctx.endpoint.agent,
          ca: options.ca,
        });
      } catch (err) {
        resolve({ result: fail(`invalid_request: ${(err as Error).message}`) });
        return;
      }
      const timer = setTimeout(() => {
        finish({ result: fail('timeout', statusCode, excerpt()) });
        req.destroy();
      }, Math.max(0, ctx.deadline - performance.now()));

      req.on('error', (err: NodeJS.ErrnoException) => {
        if (settled) return;
        const error = describeError(err);
        if (statusCode !== null) return finish({ result: fail(error, statusCode, excerpt()) });
        if (NEXT_ADDRESS_CODES.has(err.code ?? '')) return finish({ retry: 'next_address', error });
        // A pooled socket the server closed meanwhile: Node's documented pattern is one retry.
        if (req.reusedSocket && err.code === 'ECONNRESET') return finish({ retry: 'same_address', error });
        finish({ result: fail(error) });
      });

      req.on('response', (res) => {
        const status = res.statusCode ?? 0;
        statusCode = status;
        const complete = (): void => finish({ result: resultFor(status, excerpt(), res.headers.location, target, fail) });
        res.on('data', (chunk: Buffer) => {
          if (settled) return;
          chunks.push(chunk);
          received += chunk.length;
          if (received > maxBytes) {
            complete();
            res.destroy();
          }
        });
        res.on('end', complete);
        res.on('error', (err: NodeJS.ErrnoException) => finish({ result: fail(describeError(err), status, excerpt()) }));
      });

      req.end(ctx.body);
    });
  }

  function resultFor(
    status: number,
    excerpt: string,
    location: string | undefined,
    target: ParsedTarget,
    fail: (error: string, statusCode?: number | null, excerpt?: string) => SendResult,
  ): SendResult {
    if (status >= 200 && status < 300) return { ...fail('', status, excerpt), ok: true, error: null };
    if (status >= 300 && status < 400) {
      options.logger.warn({ origin: target.url.origin, statusCode: status, location: location?.slice(0, 200) }, 'webhook redirect not followed');
      return fail('redirect_not_followed', status, excerpt);
    }
    return fail(`http_status: ${status}`, status, excerpt);
  }

  return {
    send,
    close(): void {
      closed = true;
      for (const endpoint of endpoints.values()) endpoint.agent.destroy();
      endpoints.clear();
    },
  };
}

/** DNS lookups cannot be cancelled; the send just stops waiting for one at the deadline. */
function beforeDeadline<T>(work: Promise<T>, deadline: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const expiry = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), Math.max(0, deadline - performance.now()));
  });
  return Promise.race([work, expiry]).finally(() => clearTimeout(timer));
}
