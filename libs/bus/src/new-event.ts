import type { Causation, EventEnvelope, EventType } from '@wbk/contracts';
import { newId, systemClock, type Clock } from '@wbk/platform';

export interface NewEventInput<T extends Record<string, unknown>> {
  type: EventType;
  workspaceId: string;
  data: T;
  /** The event (or its causation) that led to this one; omitted for a user's own action. */
  cause?: Causation | EventEnvelope;
  clock?: Clock;
}

/**
 * Builds an envelope with a fresh id. Causation carries the chain's root and
 * depth so automation can refuse to loop on events it caused itself.
 */
export function newEvent<T extends Record<string, unknown>>(input: NewEventInput<T>): EventEnvelope<T> {
  const id = newId();
  const parent = input.cause === undefined ? undefined : causationOf(input.cause);
  return {
    id,
    event: input.type,
    occurred_at: (input.clock ?? systemClock).now().toISOString(),
    workspace_id: input.workspaceId,
    data: input.data,
    causation: parent ? childCausation(input.cause!, parent) : { root_id: id, depth: 0 },
  };
}

/**
 * A workflow id travels only with a request an automation made (a bare
 * Causation from the request context): it names the workflow whose own action
 * produced this change, so that workflow does not fire on it. An event that
 * merely reacts to another event does not inherit it; the depth still bounds
 * such chains.
 */
function childCausation(cause: Causation | EventEnvelope, parent: Causation): Causation {
  const workflowId = 'causation' in cause ? undefined : parent.workflow_id;
  return { root_id: parent.root_id, depth: parent.depth + 1, ...(workflowId ? { workflow_id: workflowId } : {}) };
}

function causationOf(cause: Causation | EventEnvelope): Causation {
  return 'causation' in cause ? cause.causation : cause;
}
