import type { CallerContext__Output, Causation } from '@wbk/contracts';
import { AppError, isUuid } from '@wbk/platform';
import { idempotencyKeyOf } from './canonical-ids';

/**
 * The service side of wbk.common.v1.CallerContext (proto/common/v1/caller.proto),
 * read the way decodeApiRequest reads a public call's RequestContext: the
 * workspace is required, the idempotency key and the causation count only
 * when they are UUIDs.
 */
export interface CallerScope {
  workspaceId: string;
  requestId: string;
  /** Lower-cased UUID; creates derive record ids from it. */
  idempotencyKey?: string;
  /** Present when an event caused the call: events of this change continue its chain. */
  cause?: Causation;
}

export function decodeCallerContext(context: CallerContext__Output | null): CallerScope {
  // Without a workspace nothing can be scoped, so refuse.
  if (context === null || context.workspace_id === '') throw new AppError('missing_auth', 'The request carries no workspace context');
  const { idempotency_key: idempotencyKey, causation } = context;
  return {
    workspaceId: context.workspace_id,
    requestId: context.request_id,
    ...idempotencyKeyOf(idempotencyKey),
    ...(causation !== null && isUuid(causation.root_id)
      ? { cause: { root_id: causation.root_id, depth: Math.max(0, causation.depth), ...(isUuid(causation.workflow_id) ? { workflow_id: causation.workflow_id } : {}) } }
      : {}),
  };
}
