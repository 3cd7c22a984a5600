import type { EventEnvelope } from '@wbk/contracts';
import type { Clock, Logger } from '@wbk/platform';
import { actionPermissions } from '../domain/action-permissions';
import { toWorkflowView, type WorkflowRecord } from '../domain/workflow';
import type { ActionOutcome } from '../domain/workflow-action';
import { triggerTime } from '../domain/workflow-breaker';
import { evaluateCondition } from '../domain/workflow-condition';
import { conditionFieldKind } from '../domain/workflow-fields';
import { loopVerdict } from '../domain/workflow-loop';
import { runIdOf, shouldRetry, type RunRecord } from '../domain/workflow-run';
import { resolveMergeTokens } from '../domain/workflow-tokens';
import { triggerChangeOf, type TriggerChange, type TriggerEvent } from '../domain/workflow-trigger';
import { workflowAutoDisabled } from '../events/workflow-events';
import type { KeyGrants } from '../peers/workspace-key-grants.client';
import type { RunRepository } from '../store/run.repository';
import type { WorkflowRepository } from '../store/workflow.repository';
import { authorizeAction } from './authorize-action';
import type { RunAction } from './run-action.use-case';

export interface ProcessTriggerDeps {
  workflows: WorkflowRepository;
  runs: RunRepository;
  runAction: Pick<RunAction, 'execute'>;
  /** What the key a workflow acts for may do now. */
  grants: KeyGrants;
  clock: Clock;
  logger: Logger;
  /** WORKFLOW_MAX_CHAIN_DEPTH. */
  maxDepth: number;
  /** Retries after the first attempt (length of WORKFLOW_ACTION_RETRY_MS). */
  retries: number;
  /** Kicks the outbox relay after a write that queued an event. */
  afterWrite: () => void;
}

/**
 * Thrown when an action failed and will be retried: the consumer naks the
 * event with the WORKFLOW_ACTION_RETRY_MS delay for this delivery, and the
 * redelivery resumes the pending run (its attempts are persisted on the run).
 */
export class ActionRetryPending extends Error {
  constructor(readonly runIds: string[]) {
    super(`workflow action will be retried (runs ${runIds.join(', ')})`);
    this.name = 'ActionRetryPending';
  }
}

type WorkflowOutcome = 'done' | 'retry';

/**
 * Runs the workflows one trigger event fires. Exactly-once per (workflow,
 * trigger event) rests on three steps: the run is recorded `pending` under an
 * id derived from both ids before anything happens (a second copy finds it),
 * it is counted against the breaker once (decideTrigger decides, and
 * WorkflowRepository.countTrigger applies that in one conditional write),
 * and the action gets the run id as idempotency key, so a run resumed after a
 * crash mid-action is deduplicated by the owning service instead of doubled.
 */
export class ProcessTrigger {
  constructor(private readonly deps: ProcessTriggerDeps) {}

  /** The event's payload was parsed with its catalog schema by the consumer, so it always names its entity. */
  async execute(event: TriggerEvent): Promise<void> {
    const change = triggerChangeOf(event);
    const workflows = await this.deps.workflows.enabledFor(event.workspace_id, change.entityType);
    const outcomes = await Promise.allSettled(workflows.map((workflow) => this.runWorkflow(workflow, event, change)));
    await this.settleOrphans(event, new Set(workflows.map((w) => runIdOf(w.id, event.id))));
    const failure = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
    if (failure) throw failure.reason;
    const retry = workflows.filter((_, i) => (outcomes[i] as PromiseFulfilledResult<WorkflowOutcome>).value === 'retry');
    if (retry.length > 0) throw new ActionRetryPending(retry.map((w) => runIdOf(w.id, event.id)));
  }

  private async runWorkflow(workflow: WorkflowRecord, event: EventEnvelope, change: TriggerChange): Promise<WorkflowOutcome> {
    const verdict = loopVerdict(event.causation, workflow.id, this.deps.maxDepth);
    if (!verdict.fire && !verdict.record) return 'done';
    const kind = conditionFieldKind(workflow.condition_entity, workflow.condition_field);
    if (!kind) return 'done';
    const condition = { field: workflow.condition_field, operator: workflow.condition_operator, value: workflow.condition_value, kind };
    if (!evaluateCondition(condition, change)) return 'done';

    const now = this.deps.clock.now().toISOString();
    const fresh = this.newRun(workflow, event, change, now);
    if (!verdict.fire) {
      await this.deps.runs.insertOrGet({ ...fresh, status: 'skipped', error: verdict.reason, duration_ms: 0, finished_at: now });
      return 'done';
    }
    const { run } = await this.deps.runs.insertOrGet(fresh);
    if (run.status !== 'pending') return 'done';

    const at = this.deps.clock.now();
    const time = triggerTime(at);
    const decision = await this.deps.workflows.countTrigger(workflow, run.id, time.day, time.at, (disabled, trip) =>
      workflowAutoDisabled(toWorkflowView(disabled, at), { reason: trip.reason, day: trip.day, triggers_today: trip.triggers_today }, this.deps.clock, event),
    );
    if (decision.verdict === 'trip') {
      this.deps.afterWrite();
      this.deps.logger.warn({ workflowId: workflow.id, workspaceId: workflow.workspace_id, day: decision.day }, 'workflow auto-disabled by its circuit breaker');
    }
    if (decision.verdict !== 'run') {
      await this.finish(run, { status: 'skipped', error: decision.runError });
      return 'done';
    }
    return this.act(workflow, event, change, run);
  }

  private async act(workflow: WorkflowRecord, event: EventEnvelope, change: TriggerChange, run: RunRecord): Promise<WorkflowOutcome> {
    const resolved = resolveMergeTokens(workflow.action_config, change.entityType, change.entity);
    await this.deps.runs.recordWarnings(run, resolved.warnings);
    const started = (await this.deps.runs.startAttempt(run)) ?? run;
    let outcome: ActionOutcome;
    try {
      const required = actionPermissions(workflow.action_type, change.entityType);
      const refused = await authorizeAction(this.deps.grants, workflow.workspace_id, workflow.acting_key, required, this.deps.clock.now(), workflow.action_type);
      outcome =
        refused ??
        (await this.deps.runAction.execute(workflow.action_type, resolved.config, {
        workspaceId: workflow.workspace_id,
        workflowId: workflow.id,
        runId: run.id,
        trigger: event,
        entity: change.entity,
        entityType: change.entityType,
        }));
    } catch (err) {
      // The port promises not to throw; an executor bug is treated as a transient failure, not a crash.
      outcome = { ok: false, error: err instanceof Error ? err.message : String(err), retryable: true };
    }
    if (outcome.ok) {
      await this.finish(run, { status: 'succeeded', action_result: outcome.result, error: null });
      return 'done';
    }
    if (shouldRetry(started.attempts, this.deps.retries, outcome.retryable)) {
      await this.deps.runs.recordRetry(run, outcome.error);
      this.deps.logger.warn({ runId: run.id, workflowId: workflow.id, attempts: started.attempts, error: outcome.error }, 'workflow action failed; will retry');
      return 'retry';
    }
    await this.finish(run, { status: 'failed', error: outcome.error });
    return 'done';
  }

  /** Pending runs of this event whose workflow no longer fires (disabled, deleted, edited) end as skipped. */
  private async settleOrphans(event: EventEnvelope, handled: Set<string>): Promise<void> {
    const pending = await this.deps.runs.pendingForEvent(event.workspace_id, event.id);
    for (const run of pending.filter((r) => !handled.has(r.id))) {
      await this.finish(run, { status: 'skipped', error: 'The workflow was disabled, deleted or changed before its action ran' });
    }
  }

  private async finish(run: RunRecord, fields: Pick<RunRecord, 'status' | 'error'> & { action_result?: Record<string, unknown> }): Promise<void> {
    const finished = this.deps.clock.now();
    await this.deps.runs.finish(run, {
      status: fields.status,
      error: fields.error,
      action_result: fields.action_result ?? null,
      finished_at: finished.toISOString(),
      duration_ms: Math.max(0, finished.getTime() - Date.parse(run.created_at)),
    });
  }

  private newRun(workflow: WorkflowRecord, event: EventEnvelope, change: TriggerChange, now: string): RunRecord {
    return {
      id: runIdOf(workflow.id, event.id),
      workspace_id: workflow.workspace_id,
      workflow_id: workflow.id,
      trigger_event: { id: event.id, type: event.event, occurred_at: event.occurred_at },
      entity: { type: change.entityType, id: change.entityId },
      status: 'pending',
      action_type: workflow.action_type,
      action_result: null,
      error: null,
      warnings: [],
      attempts: 0,
      duration_ms: null,
      created_at: now,
      finished_at: null,
    };
  }
}
