import { createHash } from 'node:crypto';
import type { ActionType, EntityType, RunStatus } from './workflow-types';

/**
 * One evaluation that fired (or was stopped by loop safety / the breaker).
 * The id is derived from (workflow, trigger event), so a redelivered event maps
 * onto the same run: inserting it twice is a DuplicateKeyError, and the id is
 * the stable idempotency key the action executor hands to the owning service.
 */
export interface RunRecord {
  id: string;
  workspace_id: string;
  workflow_id: string;
  trigger_event: { id: string; type: string; occurred_at: string };
  entity: { type: EntityType; id: string };
  status: RunStatus;
  action_type: ActionType;
  action_result: Record<string, unknown> | null;
  error: string | null;
  warnings: string[];
  /** Action executions started (a crash mid-action counts the attempt). */
  attempts: number;
  duration_ms: number | null;
  created_at: string;
  finished_at: string | null;
}

export type RunView = Omit<RunRecord, 'workspace_id'>;

/** Name-based UUID (RFC 4122 version 5 layout over SHA-1) of workflow id + event id. */
export function runIdOf(workflowId: string, eventId: string): string {
  const hash = createHash('sha1').update(`workflow-run:${workflowId}:${eventId}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export function toRunView(run: RunRecord): RunView {
  const { workspace_id: _ws, ...view } = run;
  return view;
}

/**
 * What to do after a failed attempt: retry while attempts <= retries (the
 * first execution is not a retry), then give up. `retryable: false` gives up at once.
 */
export function shouldRetry(attempts: number, retries: number, retryable: boolean): boolean {
  return retryable && attempts <= retries;
}
