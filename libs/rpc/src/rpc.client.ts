import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import * as grpc from '@grpc/grpc-js';
import { AppError, type Logger } from '@wbk/platform';
import CircuitBreaker from 'opossum';
import { CLIENT_CHANNEL_OPTIONS } from './channel.options';
import { errorCodeOf, isGrpcCallError, mapGrpcError } from './grpc-error.mapper';
import { HEALTH_CHECK_PATH, type HealthCheckResponse, decodeCheckResponse, encodeCheckRequest } from './health.codec';
import { serviceNameOf } from './proto.loader';
import { CALLER_TOKEN_KEY, CallerTokenSigner, type RpcAuth } from './rpc-auth';
import { currentRpcAuth } from './rpc-credentials';
import { observeClientCall } from './rpc.metrics';

export interface BreakerOptions {
  errorThresholdPercentage?: number;
  resetTimeoutMs?: number;
  volumeThreshold?: number;
  rollingCountTimeoutMs?: number;
}

export interface RpcClientOptions {
  /** Short service name used in messages and logs, e.g. 'crm'. */
  name: string;
  /** host:port of the service. */
  address: string;
  definition: grpc.ServiceDefinition;
  /** Default deadline of every call; 5000 ms when not set. */
  deadlineMs?: number;
  breaker?: BreakerOptions;
  logger: Logger;
  /** The credentials sent with every call; the process's installed ones when omitted. */
  auth?: RpcAuth;
  /**
   * How long a call waits for a channel that is not connected (a peer
   * restarting) before it fails as UNAVAILABLE without having been sent;
   * within the call's deadline. 2000 ms when not set.
   */
  readyWaitMs?: number;
}

export interface CallOptions {
  deadlineMs?: number;
  metadata?: Record<string, string>;
  /** Allows up to two retries on UNAVAILABLE, within the same deadline. */
  idempotent?: boolean;
}

export type HealthStatus = 'SERVING' | 'NOT_SERVING' | 'UNKNOWN';
export type BreakerState = 'closed' | 'open' | 'half_open';

export interface RpcClient {
  /** The fully-qualified name of the peer service, e.g. 'wbk.crm.v1.CrmService'. */
  readonly serviceName: string;
  /** Rejects only with AppError (except for a method name the service does not have: a programming error). */
  call<Res = unknown>(method: string, request: unknown, options?: CallOptions): Promise<Res>;
  /** grpc.health.v1 Check of this client's service, with a short deadline; never throws and bypasses the breaker. */
  health(): Promise<HealthStatus>;
  breakerState(): BreakerState;
  close(): void;
}

const DEFAULT_DEADLINE_MS = 5_000;
const DEFAULT_READY_WAIT_MS = 2_000;
const HEALTH_DEADLINE_MS = 1_000;
const MAX_RETRIES = 2;

// Failures that say the service (or the path to it) is unhealthy. Business
// answers (NOT_FOUND, INVALID_ARGUMENT, ...) come from a healthy service and
// must never open the breaker.
const INFRASTRUCTURE_STATUSES: ReadonlySet<number> = new Set([
  grpc.status.UNAVAILABLE,
  grpc.status.DEADLINE_EXCEEDED,
  grpc.status.INTERNAL,
  grpc.status.UNKNOWN,
  grpc.status.CANCELLED,
]);

/**
 * provider_error travels as UNAVAILABLE, but it reports a third-party provider
 * behind a healthy service (which has its own breaker on that provider).
 */
function countsAgainstBreaker(err: unknown): boolean {
  return isGrpcCallError(err) && INFRASTRUCTURE_STATUSES.has(err.code) && errorCodeOf(err) !== 'provider_error';
}

/** UNAUTHENTICATED / PERMISSION_DENIED without our error trailer: the peer's caller gate, not a business answer. */
function refusedOurCredentials(err: unknown): boolean {
  return isGrpcCallError(err) && (err.code === grpc.status.UNAUTHENTICATED || err.code === grpc.status.PERMISSION_DENIED) && errorCodeOf(err) === undefined;
}

function isRetryable(err: unknown): boolean {
  return isGrpcCallError(err) && err.code === grpc.status.UNAVAILABLE && errorCodeOf(err) !== 'provider_error';
}

function toMetadata(values: Record<string, string>): grpc.Metadata {
  const metadata = new grpc.Metadata();
  for (const key in values) metadata.set(key, values[key]!);
  return metadata;
}

function healthStatusOf(response: HealthCheckResponse | undefined): HealthStatus {
  if (response?.status === 'SERVING' || response?.status === 'NOT_SERVING') return response.status;
  return 'UNKNOWN';
}

type MethodDefinition = grpc.MethodDefinition<unknown, unknown>;

/** The failure of a call that was never sent because the peer stayed unreachable: UNAVAILABLE, as grpc-js reports it. */
function notConnected(service: string): grpc.ServiceError {
  return Object.assign(new Error(`${service}: no connection`), { code: grpc.status.UNAVAILABLE, details: 'no connection', metadata: new grpc.Metadata() });
}
type Invoke = (method: MethodDefinition, request: unknown, deadline: number, metadata: grpc.Metadata | undefined) => Promise<unknown>;

/**
 * Starts a call without the stack trace grpc-js captures for every call (an
 * `Error` it keeps only to append the caller's frames to a failed call's
 * stack). Capturing it walks the optimised frames of a deep async stack on
 * each call: 6% of the gateway's CPU under load, and more garbage that lives
 * as long as the call. A failed call is mapped to an AppError and logged with
 * its service and method (see `call`), which that stack would not add to.
 */
function withoutCallerStack(start: () => void): void {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    start();
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/**
 * One client per peer service, created at start-up and reused: one channel
 * (HTTP/2 connection), one breaker, method lookups resolved once.
 */
export function createRpcClient(options: RpcClientOptions): RpcClient {
  const { name, address, definition, logger } = options;
  const defaultDeadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
  const serviceName = serviceNameOf(definition);
  const client = new grpc.Client(address, grpc.credentials.createInsecure(), CLIENT_CHANNEL_OPTIONS);
  const signer = new CallerTokenSigner((options.auth ?? currentRpcAuth()).identity);

  const methods = new Map<string, MethodDefinition>();
  for (const [key, method] of Object.entries(definition) as [string, MethodDefinition][]) {
    methods.set(key, method);
    if (method.originalName !== undefined) methods.set(method.originalName, method);
  }

  const readyWaitMs = options.readyWaitMs ?? DEFAULT_READY_WAIT_MS;
  const channel = client.getChannel();
  /**
   * A call is sent only on a connected channel: while the peer restarts, it
   * waits (up to readyWaitMs, within its deadline) for the new process rather
   * than failing at once. Failing here means the request never left, so the
   * caller may safely answer "retry" even for a write.
   */
  const whenReady = (deadline: number): Promise<void> | undefined => {
    if (channel.getConnectivityState(true) === grpc.connectivityState.READY) return undefined;
    const until = Math.min(deadline, Date.now() + readyWaitMs);
    return new Promise<void>((resolve, reject) =>
      client.waitForReady(until, (err) => (err ? reject(notConnected(name)) : resolve())),
    );
  };

  const send = (method: MethodDefinition, request: unknown, deadline: number, metadata: grpc.Metadata | undefined): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const startedAt = performance.now();
      const done = (err: grpc.ServiceError | null, reply?: unknown) => {
        observeClientCall(method.path, err ? err.code : grpc.status.OK, startedAt);
        if (err) reject(err);
        else resolve(reply);
      };
      const withToken = metadata ?? new grpc.Metadata();
      withToken.set(CALLER_TOKEN_KEY, signer.tokenFor(method.path));
      withoutCallerStack(() => client.makeUnaryRequest(method.path, method.requestSerialize, method.responseDeserialize, request, withToken, { deadline }, done));
    });

  const invoke: Invoke = (method, request, deadline, metadata) => {
    const waiting = whenReady(deadline);
    return waiting === undefined ? send(method, request, deadline, metadata) : waiting.then(() => send(method, request, deadline, metadata));
  };

  const breakerOptions = options.breaker ?? {};
  const breaker = new CircuitBreaker<Parameters<Invoke>, unknown>(invoke, {
    name,
    // The gRPC deadline bounds every call already; a second timer per call would only cost.
    timeout: false,
    errorThresholdPercentage: breakerOptions.errorThresholdPercentage ?? 50,
    resetTimeout: breakerOptions.resetTimeoutMs ?? 10_000,
    volumeThreshold: breakerOptions.volumeThreshold ?? 10,
    rollingCountTimeout: breakerOptions.rollingCountTimeoutMs ?? 10_000,
    rollingPercentilesEnabled: false,
    enableSnapshots: false,
    // opossum treats a filtered error as a success for its statistics.
    errorFilter: (err: unknown) => !countsAgainstBreaker(err),
  });
  breaker.on('open', () => logger.warn({ service: name, address }, 'circuit opened: failing fast'));
  breaker.on('halfOpen', () => logger.info({ service: name, address }, 'circuit half-open: probing'));
  breaker.on('close', () => logger.info({ service: name, address }, 'circuit closed'));

  return {
    serviceName,

    async call<Res>(method: string, request: unknown, callOptions?: CallOptions): Promise<Res> {
      const definitionOfMethod = methods.get(method);
      if (definitionOfMethod === undefined) throw new Error(`${serviceName} has no method ${method}`);
      const deadline = Date.now() + (callOptions?.deadlineMs ?? defaultDeadlineMs);
      const metadata = callOptions?.metadata === undefined ? undefined : toMetadata(callOptions.metadata);
      let retriesLeft = callOptions?.idempotent === true ? MAX_RETRIES : 0;
      let attemptMetadata = metadata;
      for (;;) {
        try {
          return (await breaker.fire(definitionOfMethod, request, deadline, attemptMetadata)) as Res;
        } catch (err) {
          if (retriesLeft > 0 && isRetryable(err)) {
            // Jitter keeps many gateway callers from retrying in lockstep against a restarting pod.
            const backoffMs = 50 + Math.random() * 100;
            if (Date.now() + backoffMs < deadline) {
              retriesLeft -= 1;
              attemptMetadata = metadata?.clone();
              await sleep(backoffMs);
              continue;
            }
          }
          // Fast failures while the breaker is open are not logged: the 'open' event said it once.
          if (countsAgainstBreaker(err)) logger.warn({ service: name, method, grpcCode: (err as grpc.ServiceError).code }, 'rpc call failed');
          if (refusedOurCredentials(err)) {
            // Our own identity was refused (keys or caller policy out of step): a fault here, not the public caller's.
            logger.error({ service: name, method, reason: (err as grpc.ServiceError).details }, 'peer refused this process as a caller');
            throw new AppError('internal_error', 'An unexpected error occurred');
          }
          throw mapGrpcError(err, name);
        }
      }
    },

    health() {
      return new Promise<HealthStatus>((resolve) => {
        try {
          client.makeUnaryRequest(
            HEALTH_CHECK_PATH,
            encodeCheckRequest,
            decodeCheckResponse,
            { service: serviceName },
            // waitForReady: a channel still backing off from an earlier failure gets the
            // whole (short) deadline to reconnect, so a service that is back reads SERVING.
            new grpc.Metadata({ waitForReady: true }),
            { deadline: Date.now() + Math.min(HEALTH_DEADLINE_MS, defaultDeadlineMs) },
            (err, response) => resolve(err ? 'UNKNOWN' : healthStatusOf(response)),
          );
        } catch {
          // A closed channel throws synchronously; health() promises never to throw.
          resolve('UNKNOWN');
        }
      });
    },

    breakerState() {
      if (breaker.opened) return 'open';
      if (breaker.halfOpen) return 'half_open';
      return 'closed';
    },

    close() {
      breaker.shutdown();
      client.close();
    },
  };
}
