// Outbound HTTP for webhook deliveries: a signed POST, answered 2xx within the timeout or failed.
// Contract for the caller (the delivery worker):
// - send() never throws; every outcome is a SendResult (send-result.ts names every error).
//   ok = 2xx received within timeoutMs.
// - Per endpoint (URL origin) at most maxConcurrentPerEndpoint sends are in flight. Above
//   that, send() answers at once with error 'endpoint_busy' (ok false, statusCode null,
//   nothing sent): the caller reschedules that attempt shortly WITHOUT counting it as an
//   attempt, and goes on with other endpoints, so a slow receiver never blocks the rest.
// - Every send resolves the host and checks every address again (the url guard of @wbk/net), then connects
//   to a checked address (pinned-connection.ts), so a DNS answer that changes after
//   registration (rebinding) cannot reach an internal address.
// - One deadline per send, a capped response read, no redirects (in-flight-send.ts).
// - Certificates are always verified. `ca` adds trust anchors (tests' self-signed receiver);
//   there is deliberately no option to turn verification off.
// The body arrives signed; signing is webhook-signer.ts.
import { performance } from 'node:perf_hooks';
import type { Logger } from '@wbk/platform';
import { EndpointPool } from './endpoint-pool';
import { InFlightSend, type SendHost, type SendRequest } from './in-flight-send';
import { connectionSettings } from './pinned-connection';
import { observeAttempt } from './send.metrics';
import { failure, type SendResult } from './send-result';
import { TargetCache } from './send-target';
import type { LookupFn } from '@wbk/net';

export type { SendRequest } from './in-flight-send';
export type { SendResult } from './send-result';
// Also importable with the sender, as the one-off handler's spec does.
export { signPayload } from './webhook-signer';

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

class Sender implements SendHost {
  closed = false;
  readonly guard: { allowPrivateTargets: boolean; lookup?: LookupFn };
  readonly maxBytes: number;
  readonly logger: Logger;
  readonly pool: EndpointPool;
  private readonly maxConcurrent: number;
  private readonly targets = new TargetCache();

  constructor(options: WebhookSenderOptions) {
    this.guard = { allowPrivateTargets: options.allowPrivateTargets, lookup: options.lookup };
    this.maxBytes = options.maxResponseBytes ?? 1024;
    this.logger = options.logger;
    this.maxConcurrent = options.maxConcurrentPerEndpoint;
    this.pool = new EndpointPool(connectionSettings(options.idleSocketTimeoutMs ?? 4_000, options.ca));
  }

  async send(request: SendRequest): Promise<SendResult> {
    const started = performance.now();
    if (this.closed) return failure(started, 'sender_closed');
    const target = this.targets.get(request.url);
    if ('ok' in target) return failure(started, `invalid_url: ${target.reason}`);
    const now = Date.now();
    this.pool.sweep(now);
    const endpoint = this.pool.endpointFor(target.origin, now);
    if (endpoint.inFlight >= this.maxConcurrent) return failure(started, 'endpoint_busy');
    endpoint.inFlight += 1;
    return new InFlightSend(this, request, target, endpoint, started).result;
  }

  close(): void {
    this.closed = true;
    this.pool.destroy();
  }
}

export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const sender = new Sender(options);
  return {
    send: (request) => sender.send(request).then(observeAttempt),
    close: () => sender.close(),
  };
}
