import type { AdminReply__Output } from '@wbk/contracts';
import { reply, type ApiReply } from '@wbk/rpc';

/**
 * The typed admin messages of proto/workspace/v1/workspace.proto (types generated
 * in @wbk/contracts). Requests come from the network: read them through `text`,
 * `list`, `int` and `bool` below rather than trusting the shapes; public calls
 * are decoded by @wbk/rpc's decodeApiRequest.
 */
export type { AdminReply__Output as AdminReply, KeyGrant__Output as KeyGrant, VerifyKeyReply__Output as VerifyKeyReply } from '@wbk/contracts';

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

/** A read of a public endpoint: recorded by the gateway as `api_access`. */
export function readReply(data: unknown, resourceType: string, resourceId: string, meta?: { page: number; per_page: number; total: number }): ApiReply {
  return reply(data, {
    ...(meta ? { meta, has_meta: true } : {}),
    audit: { action: 'api_access', resource_type: resourceType, resource_id: resourceId, diff_json: '' },
  });
}

export function adminReply(record: unknown): AdminReply__Output {
  return { record_json: JSON.stringify(record) };
}
