import type * as grpc from '@grpc/grpc-js';
import type { RpcMethodMap, RpcService } from '@wbk/contracts';
import { loadServiceDefinition, serviceNameOf } from './proto.loader';
import { createRpcClient, type BreakerState, type CallOptions, type HealthStatus, type RpcClient, type RpcClientOptions } from './rpc.client';

/** A service descriptor from libs/contracts with its definition loaded from the proto root. */
export interface LoadedRpcService<M extends RpcMethodMap> {
  readonly service: RpcService<M>;
  readonly definition: grpc.ServiceDefinition;
}

export function loadRpcService<M extends RpcMethodMap>(protoRoot: string, service: RpcService<M>): LoadedRpcService<M> {
  return { service, definition: loadServiceDefinition(protoRoot, service.file, service.name) };
}

/**
 * RpcClient with the method map of its service: `call('CreateTask', request)`
 * accepts only that method's request message and resolves with its reply, so
 * a misnamed method or field, or a wrongly typed value, fails to compile.
 * Deadlines, retries of idempotent calls, the breaker and error mapping are
 * RpcClient's.
 */
export interface TypedRpcClient<M extends RpcMethodMap> {
  readonly serviceName: string;
  /** Rejects only with AppError. */
  call<K extends keyof M & string>(method: K, request: M[K]['request'], options?: CallOptions): Promise<M[K]['reply']>;
  health(): Promise<HealthStatus>;
  breakerState(): BreakerState;
  close(): void;
}

/**
 * The typed face of an existing client of the same service, sharing its
 * channel and breaker (the gateway forwards public calls by name and makes
 * typed calls on the one client per upstream).
 */
export function typedRpcClient<M extends RpcMethodMap>(loaded: LoadedRpcService<M>, client: RpcClient): TypedRpcClient<M> {
  const expected = serviceNameOf(loaded.definition);
  if (client.serviceName !== expected) throw new Error(`a client of ${client.serviceName} cannot make calls of ${expected}`);
  return {
    serviceName: client.serviceName,
    call: (method, request, options) => client.call(method, request, options),
    health: () => client.health(),
    breakerState: () => client.breakerState(),
    close: () => client.close(),
  };
}

export function createTypedRpcClient<M extends RpcMethodMap>(loaded: LoadedRpcService<M>, options: Omit<RpcClientOptions, 'definition'>): TypedRpcClient<M> {
  return typedRpcClient(loaded, createRpcClient({ ...options, definition: loaded.definition }));
}
