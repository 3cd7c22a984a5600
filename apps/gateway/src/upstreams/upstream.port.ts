/**
 * What the HTTP layer needs from the services behind it, in the shapes of
 * proto/common/v1/api.proto and proto/workspace/v1/workspace.proto (field
 * names as the proto loader gives them: snake_case). The gRPC implementation
 * is in grpc-upstreams.ts; unit tests pass small in-process fakes. The message
 * types are generated from the protos (libs/contracts, `codegen` target).
 */
import { SERVICE_NAMES, type ApiReply__Output, type ApiRequest, type RequestContext, type ServiceName, type VerifyKeyReply__Output } from '@wbk/contracts';

/** Upstreams are named as their deployables (the app folder), as everywhere else. */
export type UpstreamName = ServiceName;
export const UPSTREAM_NAMES: readonly UpstreamName[] = SERVICE_NAMES;

export type ServingState = 'SERVING' | 'NOT_SERVING' | 'UNKNOWN';

/** Every context field is always sent (the services decode defaults, but the gateway is explicit). */
export type RequestContextMessage = Required<RequestContext>;

export type ApiRequestMessage = Required<Omit<ApiRequest, 'context'>> & { context: RequestContextMessage };

export type ApiReplyMessage = ApiReply__Output;

export type VerifyKeyReplyMessage = VerifyKeyReply__Output;

export interface Upstreams {
  /** Rejects only with AppError (service_unavailable, upstream_timeout, or the service's own code). */
  call(upstream: UpstreamName, rpc: string, request: ApiRequestMessage, options: { idempotent: boolean }): Promise<ApiReplyMessage>;
  verifyKey(keyHash: string): Promise<VerifyKeyReplyMessage>;
  health(): Promise<Record<UpstreamName, ServingState>>;
}
