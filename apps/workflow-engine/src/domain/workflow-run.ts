import type { WorkflowRunRecord } from '@wbk/contracts';
import { derivedUuid } from '@wbk/platform';
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

/** The public record, exactly as the contract declares it (libs/contracts, `workflowRunRecord`). */
export type RunView = WorkflowRunRecord;

/** Name-based UUID (RFC 4122 version 5 layout over SHA-1) of workflow id + event id. */
export function runIdOf(workflowId: string, eventId: string): string {
  return derivedUuid(`workflow-run:${workflowId}:${eventId}`);
}

/** Field by field, so a field added to the stored run is not published before the contract declares it. */
export function toRunView(run: RunRecord): RunView {
  return {
    id: run.id,
    workflow_id: run.workflow_id,
    trigger_event: { id: run.trigger_event.id, type: run.trigger_event.type, occurred_at: run.trigger_event.occurred_at },
    entity: { type: run.entity.type, id: run.entity.id },
    status: run.status,
    action_type: run.action_type,
    action_result: run.action_result,
    error: run.error,
    warnings: run.warnings,
    attempts: run.attempts,
    duration_ms: run.duration_ms,
    created_at: run.created_at,
    finished_at: run.finished_at,
  };
}

/**
 * What to do after a failed attempt: retry while attempts <= retries (the
 * first execution is not a retry), then give up. `retryable: false` gives up at once.
 */
export function shouldRetry(attempts: number, retries: number, retryable: boolean): boolean {
  return retryable && attempts <= retries;
}
