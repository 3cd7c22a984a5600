/**
 * The one table of error codes: every code a public answer may carry (the
 * `errors` of each route in libs/contracts name them) and the internal ones.
 * Each maps to exactly one HTTP status and one gRPC
 * status. `satisfies Record<ErrorCode, ...>` makes the compiler reject a code
 * without a row, and the reverse gRPC table is exhaustive over gRPC statuses.
 */

/** gRPC status codes (grpc/status.h); duplicated here so platform stays free of grpc-js. */
export const GrpcStatus = {
  OK: 0,
  CANCELLED: 1,
  UNKNOWN: 2,
  INVALID_ARGUMENT: 3,
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  OUT_OF_RANGE: 11,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
  UNAVAILABLE: 14,
  DATA_LOSS: 15,
  UNAUTHENTICATED: 16,
} as const;
export type GrpcStatus = (typeof GrpcStatus)[keyof typeof GrpcStatus];

export const ERROR_CODES = [
  'validation_error',
  'invalid_date_range',
  'invalid_url',
  'invalid_json',
  'missing_auth',
  'invalid_key',
  'revoked_key',
  'insufficient_credits',
  'insufficient_permissions',
  'admin_key_required',
  'not_found',
  'campaign_not_found',
  'deal_not_found',
  'no_match',
  'conversation_required',
  'route_not_found',
  'duplicate_name',
  'idempotency_conflict',
  'sync_in_progress',
  'campaign_not_draft',
  'campaign_not_active',
  'campaign_not_paused',
  'task_not_pending',
  'campaign_not_editable',
  'recipient_suppressed',
  'version_conflict',
  'quota_exceeded',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
  'provider_error',
  'service_unavailable',
  'upstream_timeout',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorMapping {
  readonly http: number;
  readonly grpc: GrpcStatus;
}

export const ERROR_TABLE = {
  validation_error: { http: 400, grpc: GrpcStatus.INVALID_ARGUMENT },
  invalid_date_range: { http: 400, grpc: GrpcStatus.INVALID_ARGUMENT },
  invalid_url: { http: 400, grpc: GrpcStatus.INVALID_ARGUMENT },
  invalid_json: { http: 400, grpc: GrpcStatus.INVALID_ARGUMENT },
  missing_auth: { http: 401, grpc: GrpcStatus.UNAUTHENTICATED },
  invalid_key: { http: 401, grpc: GrpcStatus.UNAUTHENTICATED },
  revoked_key: { http: 401, grpc: GrpcStatus.UNAUTHENTICATED },
  insufficient_credits: { http: 402, grpc: GrpcStatus.FAILED_PRECONDITION },
  insufficient_permissions: { http: 403, grpc: GrpcStatus.PERMISSION_DENIED },
  admin_key_required: { http: 403, grpc: GrpcStatus.PERMISSION_DENIED },
  not_found: { http: 404, grpc: GrpcStatus.NOT_FOUND },
  campaign_not_found: { http: 404, grpc: GrpcStatus.NOT_FOUND },
  deal_not_found: { http: 404, grpc: GrpcStatus.NOT_FOUND },
  no_match: { http: 404, grpc: GrpcStatus.NOT_FOUND },
  conversation_required: { http: 404, grpc: GrpcStatus.NOT_FOUND },
  route_not_found: { http: 404, grpc: GrpcStatus.UNIMPLEMENTED },
  duplicate_name: { http: 409, grpc: GrpcStatus.ALREADY_EXISTS },
  idempotency_conflict: { http: 409, grpc: GrpcStatus.ABORTED },
  sync_in_progress: { http: 409, grpc: GrpcStatus.FAILED_PRECONDITION },
  campaign_not_draft: { http: 409, grpc: GrpcStatus.FAILED_PRECONDITION },
  campaign_not_active: { http: 409, grpc: GrpcStatus.FAILED_PRECONDITION },
  campaign_not_paused: { http: 409, grpc: GrpcStatus.FAILED_PRECONDITION },
  task_not_pending: { http: 409, grpc: GrpcStatus.FAILED_PRECONDITION },
  campaign_not_editable: { http: 409, grpc: GrpcStatus.FAILED_PRECONDITION },
  recipient_suppressed: { http: 409, grpc: GrpcStatus.FAILED_PRECONDITION },
  version_conflict: { http: 409, grpc: GrpcStatus.ABORTED },
  quota_exceeded: { http: 409, grpc: GrpcStatus.FAILED_PRECONDITION },
  payload_too_large: { http: 413, grpc: GrpcStatus.OUT_OF_RANGE },
  unsupported_media_type: { http: 415, grpc: GrpcStatus.INVALID_ARGUMENT },
  rate_limited: { http: 429, grpc: GrpcStatus.RESOURCE_EXHAUSTED },
  internal_error: { http: 500, grpc: GrpcStatus.INTERNAL },
  provider_error: { http: 502, grpc: GrpcStatus.UNAVAILABLE },
  service_unavailable: { http: 503, grpc: GrpcStatus.UNAVAILABLE },
  upstream_timeout: { http: 504, grpc: GrpcStatus.DEADLINE_EXCEEDED },
} as const satisfies Record<ErrorCode, ErrorMapping>;

/**
 * The code assumed for a gRPC status that arrives without our error-code
 * metadata (a transport failure, a peer that is not ours). Exhaustive over
 * every gRPC status so a new status cannot be forgotten.
 */
export const GRPC_FALLBACK_CODE = {
  [GrpcStatus.OK]: 'internal_error',
  [GrpcStatus.CANCELLED]: 'service_unavailable',
  [GrpcStatus.UNKNOWN]: 'internal_error',
  [GrpcStatus.INVALID_ARGUMENT]: 'validation_error',
  [GrpcStatus.DEADLINE_EXCEEDED]: 'upstream_timeout',
  [GrpcStatus.NOT_FOUND]: 'not_found',
  [GrpcStatus.ALREADY_EXISTS]: 'duplicate_name',
  [GrpcStatus.PERMISSION_DENIED]: 'insufficient_permissions',
  [GrpcStatus.RESOURCE_EXHAUSTED]: 'rate_limited',
  [GrpcStatus.FAILED_PRECONDITION]: 'validation_error',
  [GrpcStatus.ABORTED]: 'version_conflict',
  [GrpcStatus.OUT_OF_RANGE]: 'validation_error',
  [GrpcStatus.UNIMPLEMENTED]: 'route_not_found',
  [GrpcStatus.INTERNAL]: 'internal_error',
  [GrpcStatus.UNAVAILABLE]: 'service_unavailable',
  [GrpcStatus.DATA_LOSS]: 'internal_error',
  [GrpcStatus.UNAUTHENTICATED]: 'invalid_key',
} as const satisfies Record<GrpcStatus, ErrorCode>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_TABLE;
}

export function httpStatusOf(code: ErrorCode): number {
  return ERROR_TABLE[code].http;
}

export function grpcStatusOf(code: ErrorCode): GrpcStatus {
  return ERROR_TABLE[code].grpc;
}

/** Recovers our code from a gRPC status; the metadata code wins when present and known. */
export function codeFromGrpc(status: number, metadataCode?: string): ErrorCode {
  if (isErrorCode(metadataCode)) return metadataCode;
  return (GRPC_FALLBACK_CODE as Record<number, ErrorCode>)[status] ?? 'internal_error';
}

export function assertUnreachable(value: never): never {
  throw new Error(`unreachable: ${JSON.stringify(value)}`);
}
