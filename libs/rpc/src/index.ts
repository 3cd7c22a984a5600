export { findProtoRoot, loadServiceDefinition, serviceNameOf } from './proto.loader';
export { createRpcServer, type CallMeta, type RpcHandlers, type RpcServer, type RpcServerOptions, type UnaryHandler } from './rpc.server';
export { createTypedRpcClient, loadRpcService, typedRpcClient, type LoadedRpcService, type TypedRpcClient } from './typed-rpc.client';
export { decodeCallerContext, type CallerScope } from './caller-context';
export { pathId, recordId } from './canonical-ids';
export {
  createRpcClient,
  type BreakerOptions,
  type BreakerState,
  type CallOptions,
  type HealthStatus,
  type RpcClient,
  type RpcClientOptions,
} from './rpc.client';
export {
  ERROR_CODE_KEY,
  ERROR_DETAILS_KEY,
  isBreakerOpen,
  mapGrpcError,
  toGrpcError,
  type RpcStatusError,
} from './grpc-error.mapper';
export { HEALTH_SERVICE_NAME, type ServingStatus } from './health.codec';
export { actingKeyOf, auditFor, decodeApiRequest, keyedApiCreate, pageReply, parseBodyJson, rejectUnknownQuery, reply, type ApiCall, type ApiReply, type AuditInfo } from './api-call';
export { CALLER_POLICY, type ServicePolicy } from './caller-policy';
export {
  CALLER_TOKEN_KEY,
  ephemeralRpcAuth,
  generateRpcKeyPair,
  rpcAuthFromSettings,
  signCallerToken,
  type RpcAuth,
  type RpcAuthSettings,
  type RpcIdentity,
} from './rpc-auth';
export { currentRpcAuth, installRpcAuth } from './rpc-credentials';
