/**
 * What the HTTP layer needs from the services behind it, in the shapes of
 * proto/common/v1/api.proto and proto/workspace/v1/workspace.proto (field
 * names as the proto loader gives them: snake_case). The gRPC implementation
 * is in grpc-upstreams.ts; unit tests pass small in-process fakes.
 */

export type UpstreamName = 'workspace' | 'crm' | 'webhooks' | 'workflows';
export const UPSTREAM_NAMES: readonly UpstreamName[] = ['workspace', 'crm', 'webhooks', 'workflows'];

export type ServingState = 'SERVING' | 'NOT_SERVING' | 'UNKNOWN';

export interface RequestContextMessage {
  workspace_id: string;
  request_id: string;
  api_key_id: string;
  user_id: string;
  idempotency_key: string;
  causation_root_id: string;
  causation_depth: number;
  causation_workflow_id: string;
}

export interface ApiRequestMessage {
  context: RequestContextMessage;
  path: Record<string, string>;
  query: Record<string, string>;
  body_json: string;
}

export interface ApiReplyMessage {
  data_json: string;
  meta?: { page: number; per_page: number; total: number } | null;
  has_meta: boolean;
  created: boolean;
  audit?: { action: string; resource_type: string; resource_id: string; diff_json: string } | null;
}

export interface VerifyKeyReplyMessage {
  found: boolean;
  key_id: string;
  workspace_id: string;
  permissions: string[];
  expires_at: string;
  revoked: boolean;
  plan: string;
  daily_limit: number;
  minute_limit: number;
  key_name: string;
}

export interface Upstreams {
  /** Rejects only with AppError (service_unavailable, upstream_timeout, or the service's own code). */
  call(upstream: UpstreamName, rpc: string, request: ApiRequestMessage, options: { idempotent: boolean }): Promise<ApiReplyMessage>;
  verifyKey(keyHash: string): Promise<VerifyKeyReplyMessage>;
  health(): Promise<Record<UpstreamName, ServingState>>;
}
