import type { WorkflowRecord as WorkflowContractRecord } from '@wbk/contracts';
import type { ActingKey } from './action-permissions';
import { triggersOn, utcDay } from './workflow-breaker';
import type { WorkflowDefinition } from './workflow.schema';

/** A stored workflow as the domain sees it (the repository adds the store fields). */
export interface WorkflowRecord extends WorkflowDefinition {
  id: string;
  workspace_id: string;
  /** UTC day (YYYY-MM-DD) that `triggers_today` counts. */
  triggers_day: string | null;
  triggers_today: number;
  last_triggered_at: string | null;
  auto_disabled_reason: string | null;
  created_at: string;
  updated_at: string;
  /**
   * The key that last saved the workflow (create or PATCH): its actions run
   * with that key's permissions. Absent on workflows saved before this was recorded.
   */
  acting_key?: ActingKey | null;
}

/** The public record, exactly as the contract declares it (libs/contracts, `workflowRecord`). */
export type WorkflowView = WorkflowContractRecord;

/** Name uniqueness ignores case and surrounding spaces: "Deal won" and "deal won " are one name. */
export function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

/** What a client defined: the fields create sets and PATCH changes. */
export function workflowDefinitionOf(record: WorkflowRecord): WorkflowDefinition {
  return {
    name: record.name,
    enabled: record.enabled,
    condition_entity: record.condition_entity,
    condition_field: record.condition_field,
    condition_operator: record.condition_operator,
    condition_value: record.condition_value,
    action_type: record.action_type,
    action_config: record.action_config,
    max_triggers_per_day: record.max_triggers_per_day,
  };
}

/** The public record (GET / create / PATCH); triggers_today is for the current UTC day. */
export function toWorkflowView(record: WorkflowRecord, now: Date): WorkflowView {
  return {
    id: record.id,
    ...workflowDefinitionOf(record),
    triggers_today: triggersOn(record, utcDay(now)),
    last_triggered_at: record.last_triggered_at,
    auto_disabled_reason: record.auto_disabled_reason,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

/** field -> {from, to} for the audit record of an update. */
export function workflowDiff(before: WorkflowView, after: WorkflowView): Record<string, { from: unknown; to: unknown }> {
  const diff: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as Array<keyof WorkflowView>) {
    if (key === 'updated_at' || key === 'triggers_today') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) diff[key] = { from: before[key], to: after[key] };
  }
  return diff;
}
