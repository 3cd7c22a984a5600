/**
 * The messages of proto/common/v1/api.proto and proto/workspace/v1/workspace.proto
 * as @wbk/rpc's loader decodes them (snake_case keys, defaults present, int64
 * as number). Requests come from the network: read them through `text`,
 * `list` and `int` below rather than trusting the shapes.
 */
export interface RequestContext {
  workspace_id: string;
  request_id: string;
  api_key_id: string;
  user_id: string;
}

export interface ApiRequest {
  context: RequestContext;
  path: Record<string, string>;
  query: Record<string, string>;
  body_json: string;
}

export interface ApiReply {
  data_json: string;
  meta?: { page: number; per_page: number; total: number };
  has_meta: boolean;
  created: boolean;
  audit: { action: string; resource_type: string; resource_id: string; diff_json: string };
}

export interface AdminReply {
  record_json: string;
}

export interface VerifyKeyReply {
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

type Message = Record<string, unknown>;

export function asMessage(value: unknown): Message {
  return typeof value === 'object' && value !== null ? (value as Message) : {};
}

export function text(message: Message, field: string): string {
  const value = message[field];
  return typeof value === 'string' ? value : '';
}

export function list(message: Message, field: string): string[] {
  const value = message[field];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export function int(message: Message, field: string): number {
  const value = message[field];
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number(value);
  return 0;
}

export function bool(message: Message, field: string): boolean {
  return message[field] === true;
}

function stringMap(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(asMessage(value))) if (typeof v === 'string') out[k] = v;
  return out;
}

export function asApiRequest(value: unknown): ApiRequest {
  const message = asMessage(value);
  const context = asMessage(message['context']);
  return {
    context: {
      workspace_id: text(context, 'workspace_id'),
      request_id: text(context, 'request_id'),
      api_key_id: text(context, 'api_key_id'),
      user_id: text(context, 'user_id'),
    },
    path: stringMap(message['path']),
    query: stringMap(message['query']),
    body_json: text(message, 'body_json'),
  };
}

/** A read of a public endpoint: recorded by the gateway as `api_access`. */
export function readReply(data: unknown, resourceType: string, resourceId: string, meta?: { page: number; per_page: number; total: number }): ApiReply {
  return {
    data_json: JSON.stringify(data),
    ...(meta ? { meta } : {}),
    has_meta: meta !== undefined,
    created: false,
    audit: { action: 'api_access', resource_type: resourceType, resource_id: resourceId, diff_json: '' },
  };
}

export function adminReply(record: unknown): AdminReply {
  return { record_json: JSON.stringify(record) };
}
