import type { Clock } from '@wbk/platform';
import type { CallMeta } from '@wbk/rpc';

/** The answer must be on its way this long before the caller's deadline. */
const ANSWER_MARGIN_MS = 300;
/** A call without a deadline (tests, tools) gets this long. */
const DEFAULT_BUDGET_MS = 30_000;

/**
 * Epoch ms by which a send must have its answer: the gRPC deadline the caller
 * set, less a margin, so retries stop in time to report what happened instead
 * of the caller timing out on a send whose outcome it then cannot know.
 */
export function deadlineOf(meta: CallMeta | undefined, clock: Clock): number {
  const now = clock.now().getTime();
  const deadline = meta?.deadline?.getTime();
  return deadline === undefined || !Number.isFinite(deadline) ? now + DEFAULT_BUDGET_MS : deadline - ANSWER_MARGIN_MS;
}
