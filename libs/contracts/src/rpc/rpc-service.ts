import type { MethodDefinition } from '@grpc/proto-loader';

/**
 * One RPC's message types, as proto-loader hands them over: a client sends
 * `request` (X: every field optional, as proto3 allows) and receives `reply`
 * (Y__Output: defaults applied); a handler receives `serverRequest`
 * (X__Output) and returns `reply` too. A handler's reply is complete on
 * purpose: a misspelt or forgotten field is then a compile error, where the
 * optional form would accept it and send the default.
 */
export interface RpcMethod<Request = unknown, Reply = unknown, ServerRequest = unknown> {
  request: Request;
  reply: Reply;
  serverRequest: ServerRequest;
}

/** Method name (as in the .proto) -> its message types. */
export type RpcMethodMap = Record<string, RpcMethod>;

/**
 * The method map of a generated `XServiceDefinition`, so no message type is
 * written twice: the generated definition's index signature is dropped and
 * each method's types are read off its MethodDefinition.
 */
export type RpcMethodsOf<Definition> = {
  [K in keyof Definition as K extends string ? (string extends K ? never : K) : never]: Definition[K] extends MethodDefinition<
    infer Request,
    infer _HandlerReply,
    infer ServerRequest,
    infer Reply
  >
    ? RpcMethod<Request, Reply, ServerRequest>
    : never;
};

/**
 * Where a service is declared (proto file under the proto root, fully
 * qualified name) together with its method map. `methods` exists only in the
 * type: it ties a client or server built from this descriptor to the messages
 * of that service.
 */
export interface RpcService<M extends RpcMethodMap> {
  readonly file: string;
  readonly name: string;
  readonly methods?: M;
}

export function rpcService<Definition>(file: string, name: string): RpcService<RpcMethodsOf<Definition>> {
  return { file, name };
}
