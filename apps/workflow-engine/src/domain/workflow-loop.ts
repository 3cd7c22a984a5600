import type { Causation } from '@wbk/contracts';

/**
 * Loop safety. A workflow never fires on a change its own action made
 * (causation.workflow_id), and a chain of automated changes stops once it is
 * `maxDepth` deep: a user's change is depth 0, the change made by a workflow
 * action on it is depth 1, and so on; an event at depth >= maxDepth fires
 * nothing and the stop is recorded on a skipped run.
 */
export type LoopVerdict = { fire: true } | { fire: false; record: false; reason: 'self' } | { fire: false; record: true; reason: string };

export function loopVerdict(causation: Causation, workflowId: string, maxDepth: number): LoopVerdict {
  if (causation.workflow_id === workflowId) return { fire: false, record: false, reason: 'self' };
  if (causation.depth >= maxDepth) {
    return {
      fire: false,
      record: true,
      reason: `Loop safety: causation chain ${causation.root_id} is ${causation.depth} deep (limit WORKFLOW_MAX_CHAIN_DEPTH=${maxDepth}); not executed`,
    };
  }
  return { fire: true };
}
