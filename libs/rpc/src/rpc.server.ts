import { performance } from 'node:perf_hooks';
import * as grpc from '@grpc/grpc-js';
import type { RpcMethodMap } from '@wbk/contracts';
import type { Logger } from '@wbk/platform';
import { SERVER_CHANNEL_OPTIONS } from './channel.options';
import { toGrpcError } from './grpc-error.mapper';
import { HEALTH_SERVICE_DEFINITION } from './health.codec';
import { HealthRegistry } from './health.registry';
import { serviceNameOf } from './proto.loader';
import { observeServerCall } from './rpc.metrics';
import type { ServicePolicy } from './caller-policy';
import type { RpcAuth } from './rpc-auth';
import { CallerGate, currentRpcAuth } from './rpc-credentials';
import type { LoadedRpcService } from './typed-rpc.client';

export interface CallMeta {
  metadata: grpc.Metadata;
  deadline: Date | undefined;
}

/**
 * A unary handler. Declared through a method signature on purpose: method
 * parameters are checked bivariantly, so a handler typed for its own request
 * message (`(req: ApiRequest) => ...`) still fits `UnaryHandler` without `any`.
 */
export type UnaryHandler<Req = unknown, Res = unknown> = {
  handle(request: Req, meta: CallMeta): Promise<Res>;
}['handle'];

/**
 * One handler per method of a typed service, keyed by the proto method name:
 * each receives that method's request message (X__Output) and resolves with
 * its complete reply message (Y__Output). Function-typed properties, so
 * parameters are checked strictly: a handler written for another method's
 * request does not compile.
 */
export type RpcHandlers<M extends RpcMethodMap> = {
  // meta is optional so a spec can call a handler directly; the server always passes it.
  [K in keyof M]: (request: M[K]['serverRequest'], meta?: CallMeta) => Promise<M[K]['reply']>;
};

export interface RpcServer {
  /** Handlers are looked up by the proto method name ('GetContact') or its camelCase form ('getContact'). */
  addService<H extends { [K in keyof H]: UnaryHandler }>(definition: grpc.ServiceDefinition, handlers: H): void;
  /** addService for a service declared in libs/contracts: every method's handler, typed by its messages. */
  addTypedService<M extends RpcMethodMap>(loaded: LoadedRpcService<M>, handlers: RpcHandlers<M>): void;
  /** Binds and serves; returns the bound port (port 0 picks a free one). */
  start(host: string, port: number): Promise<number>;
  setServing(serviceName: string, serving: boolean): void;
  /** Reports NOT_SERVING, lets calls in flight finish for up to graceMs, then cuts the rest. */
  stop(graceMs?: number): Promise<void>;
}

export interface RpcServerOptions {
  logger: Logger;
  /** Whose calls are accepted; the process's installed credentials when omitted. */
  auth?: RpcAuth;
  /** Who may call what; CALLER_POLICY when omitted (specs pass their own for test services). */
  policies?: Readonly<Record<string, ServicePolicy>>;
}

interface CallCheck {
  gate: CallerGate;
  callers: readonly string[];
}

function deadlineOf(call: grpc.ServerUnaryCall<unknown, unknown>): Date | undefined {
  const deadline = call.getDeadline();
  if (deadline instanceof Date) return deadline;
  return Number.isFinite(deadline) ? new Date(deadline) : undefined;
}

function wrap(handler: UnaryHandler, owner: object, path: string, logger: Logger, check: CallCheck): grpc.handleUnaryCall<unknown, unknown> {
  return (call, callback) => {
    const refused = check.gate.refusal(call.metadata, path, check.callers);
    if (refused !== undefined) {
      callback(refused);
      return;
    }
    const started = performance.now();
    let pending: Promise<unknown>;
    try {
      pending = handler.call(owner, call.request, { metadata: call.metadata, deadline: deadlineOf(call) });
    } catch (err) {
      pending = Promise.reject(err);
    }
    pending.then(
      (reply) => {
        callback(null, reply);
        observeServerCall(path, grpc.status.OK, started);
        if (logger.isLevelEnabled('debug')) logger.debug({ method: path, ms: Math.round(performance.now() - started) }, 'rpc ok');
      },
      (err: unknown) => {
        const status = toGrpcError(err, logger, path);
        callback(status);
        observeServerCall(path, status.code, started);
        if (logger.isLevelEnabled('debug')) {
          logger.debug({ method: path, ms: Math.round(performance.now() - started), code: status.metadata.get('wbk-error-code')[0] }, 'rpc failed');
        }
      },
    );
  };
}

function formatAddress(host: string, port: number): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]:${port}` : `${host}:${port}`;
}

export function createRpcServer({ logger, auth, policies }: RpcServerOptions): RpcServer {
  const gate = new CallerGate(auth ?? currentRpcAuth(), logger, policies);
  const server = new grpc.Server(SERVER_CHANNEL_OPTIONS);
  const health = new HealthRegistry();
  server.addService(HEALTH_SERVICE_DEFINITION, { Check: health.check });

  const rpcServer: RpcServer = {
    addService(definition, handlers) {
      const serviceName = serviceNameOf(definition);
      const owner = handlers as Record<string, unknown>;
      const implementation: grpc.UntypedServiceImplementation = {};
      const missing: string[] = [];
      for (const [name, method] of Object.entries(definition) as [string, grpc.MethodDefinition<unknown, unknown>][]) {
        if (method.requestStream || method.responseStream) throw new Error(`${method.path}: only unary methods are supported`);
        const handler = owner[name] ?? (method.originalName === undefined ? undefined : owner[method.originalName]);
        if (typeof handler !== 'function') {
          missing.push(name);
          continue;
        }
        const methodName = method.path.slice(method.path.lastIndexOf('/') + 1);
        implementation[name] = wrap(handler as UnaryHandler, owner, method.path, logger, { gate, callers: gate.callersOf(serviceName, methodName) });
      }
      // A method without a handler would answer UNIMPLEMENTED at run time; fail at wiring instead.
      if (missing.length > 0) throw new Error(`${serviceName}: no handler for ${missing.join(', ')}`);
      server.addService(definition, implementation);
      health.register(serviceName);
    },

    addTypedService(loaded, handlers) {
      rpcServer.addService(loaded.definition, handlers);
    },

    start(host, port) {
      return new Promise((resolve, reject) => {
        server.bindAsync(formatAddress(host, port), grpc.ServerCredentials.createInsecure(), (err, boundPort) => {
          if (err) {
            reject(new Error(`gRPC server could not bind ${formatAddress(host, port)}: ${err.message}`));
            return;
          }
          logger.info({ port: boundPort }, 'gRPC server listening');
          resolve(boundPort);
        });
      });
    },

    setServing(serviceName, serving) {
      health.set(serviceName, serving);
    },

    stop(graceMs = 10_000) {
      health.set('', false);
      return new Promise((resolve) => {
        const force = setTimeout(() => {
          logger.warn({ graceMs }, 'gRPC calls still running after the grace period; cancelling them');
          server.forceShutdown();
          resolve();
        }, graceMs);
        force.unref();
        server.tryShutdown(() => {
          clearTimeout(force);
          resolve();
        });
      });
    },
  };
  return rpcServer;
}
