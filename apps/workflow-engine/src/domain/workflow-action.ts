import type { EventEnvelope } from '@wbk/contracts';
import type { EntityType } from './workflow-types';

export type { ActionType, EntityType } from './workflow-types';

/**
 * What an action knows about the run that asked for it. `runId` is stable across
 * retries and redeliveries of the same trigger event, so an action uses it as
 * the idempotency key towards the owning service (nothing runs twice for one
 * trigger event).
 */
export interface ActionContext {
  workspaceId: string;
  workflowId: string;
  runId: string;
  /** The triggering event; its causation is forwarded so the owning service emits depth + 1. */
  trigger: EventEnvelope;
  /** The entity after the change (the event's data record for that entity). */
  entity: Record<string, unknown>;
  entityType: EntityType;
}

/**
 * `retryable: false` ends the run as failed at once (e.g. 400/404 from the owning
 * service); `retryable: true` is retried with WORKFLOW_ACTION_RETRY_MS backoff.
 */
export type ActionOutcome = { ok: true; result: Record<string, unknown> } | { ok: false; error: string; retryable: boolean };
