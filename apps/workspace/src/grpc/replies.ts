import type { AdminReply__Output, PageMeta__Output } from '@wbk/contracts';
import { reply, type ApiReply, type CallMeta } from '@wbk/rpc';
import type { AdminActor } from '../app/workspace-deps';

/**
 * Replies of wbk.workspace.v1.WorkspaceService. Requests arrive as the
 * generated message types (@wbk/contracts, proto-loader with defaults: every
 * field present); public calls are decoded by @wbk/rpc's decodeApiRequest.
 */

/** A read of a public endpoint: recorded by the gateway as `api_access`. */
export function readReply(data: unknown, resourceType: string, resourceId: string, meta?: PageMeta__Output): ApiReply {
  return reply(data, {
    ...(meta ? { meta, has_meta: true } : {}),
    audit: { action: 'api_access', resource_type: resourceType, resource_id: resourceId, diff_json: '' },
  });
}

/** Admin replies carry the record as JSON: the CLI prints it unchanged. */
export function adminReply(record: unknown): AdminReply__Output {
  return { record_json: JSON.stringify(record) };
}

/** The operator behind an admin call, as its audit entry names it: the caller's user agent, 'admin' when it sent none. */
export function adminActorOf(meta: CallMeta | undefined): AdminActor {
  const agent = meta?.metadata.get('user-agent')[0];
  return { userAgent: typeof agent === 'string' ? agent : 'admin' };
}
