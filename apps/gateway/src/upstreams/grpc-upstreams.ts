import { SERVICE_MANIFESTS, WORKSPACE_RPC } from '@wbk/contracts';
import type { Logger } from '@wbk/platform';
import { createRpcClient, loadRpcService, loadServiceDefinition, typedRpcClient, type RpcClient } from '@wbk/rpc';
import { UPSTREAM_NAMES, type ApiReplyMessage, type ApiRequestMessage, type ServingState, type UpstreamName, type Upstreams, type VerifyKeyReplyMessage } from './upstream.port';

/**
 * Every outbound gRPC call of the gateway, in one place (as microservices-demo's
 * rpc.go): one client per service, each with its deadline and breaker from
 * @wbk/rpc.
 */

export interface GrpcUpstreamsOptions {
  protoRoot: string;
  addresses: Record<UpstreamName, string>;
  deadlineMs: number;
  logger: Logger;
}

/** Each service's public gRPC service (the one its manifest says the gateway forwards its routes to). */
export const UPSTREAM_PROTOS: Readonly<Record<UpstreamName, { file: string; service: string }>> = Object.fromEntries(
  UPSTREAM_NAMES.map((name) => [name, { file: SERVICE_MANIFESTS[name].api.file, service: SERVICE_MANIFESTS[name].api.name }]),
) as Record<UpstreamName, { file: string; service: string }>;

export interface GrpcUpstreams extends Upstreams {
  close(): void;
}

export function createGrpcUpstreams(options: GrpcUpstreamsOptions): GrpcUpstreams {
  const clients = {} as Record<UpstreamName, RpcClient>;
  for (const name of UPSTREAM_NAMES) {
    const proto = UPSTREAM_PROTOS[name];
    clients[name] = createRpcClient({
      name,
      address: options.addresses[name],
      definition: loadServiceDefinition(options.protoRoot, proto.file, proto.service),
      deadlineMs: options.deadlineMs,
      logger: options.logger,
    });
  }
  // VerifyKey is a typed call on the same channel and breaker as the forwarded public calls.
  const workspace = typedRpcClient(loadRpcService(options.protoRoot, WORKSPACE_RPC), clients.workspace);
  return {
    call(upstream: UpstreamName, rpc: string, request: ApiRequestMessage, callOptions: { idempotent: boolean }): Promise<ApiReplyMessage> {
      return clients[upstream].call<ApiReplyMessage>(rpc, request, { idempotent: callOptions.idempotent });
    },
    verifyKey(keyHash: string): Promise<VerifyKeyReplyMessage> {
      // A lookup changes nothing: safe to retry on UNAVAILABLE.
      return workspace.call('VerifyKey', { key_hash: keyHash }, { idempotent: true });
    },
    async health(): Promise<Record<UpstreamName, ServingState>> {
      const names = Object.keys(clients) as UpstreamName[];
      const states = await Promise.all(names.map((name) => clients[name].health()));
      return Object.fromEntries(names.map((name, i) => [name, states[i]])) as Record<UpstreamName, ServingState>;
    },
    close(): void {
      for (const client of Object.values(clients)) client.close();
    },
  };
}
