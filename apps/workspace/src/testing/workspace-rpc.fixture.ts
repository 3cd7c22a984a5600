import type * as grpc from '@grpc/grpc-js';
import { WORKSPACE_RPC, type WorkspaceRpc } from '@wbk/contracts';
import { findProtoRoot, loadRpcService, type RpcHandlers } from '@wbk/rpc';

/** Each WorkspaceService method as a caller sends it: any field may be left out, as proto3 allows. */
export type WorkspaceRpcCaller = { [K in keyof WorkspaceRpc]: (request: WorkspaceRpc[K]['request']) => Promise<WorkspaceRpc[K]['reply']> };

/**
 * The service's handlers called the way the gRPC server calls them: each
 * request is encoded and decoded by the service's own proto definition first,
 * so a handler receives exactly what it would on the wire (defaults filled
 * in, int64 as numbers), without a server or a port. For the handler specs.
 */
export function workspaceRpc(handlers: RpcHandlers<WorkspaceRpc>): WorkspaceRpcCaller {
  const { definition } = loadRpcService(findProtoRoot(__dirname), WORKSPACE_RPC);
  // Each handler is given what the codec decoded for its own method, so its request type holds.
  const byName: Record<string, (request: never) => Promise<unknown>> = { ...handlers };
  const caller: Record<string, (request: unknown) => Promise<unknown>> = {};
  for (const [name, handler] of Object.entries(byName)) {
    const method = definition[name] as grpc.MethodDefinition<unknown, unknown> | undefined;
    if (method === undefined) throw new Error(`WorkspaceService has no method ${name}`);
    caller[name] = (request) => handler(method.requestDeserialize(method.requestSerialize(request)) as never);
  }
  return caller as WorkspaceRpcCaller;
}
