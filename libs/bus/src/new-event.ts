import type { Causation, EventEnvelope, EventOf, EventPayload, EventType } from '@wbk/contracts';
import { newId, systemClock, type Clock } from '@wbk/platform';

export interface NewEventInput<T extends EventType> {
  type: T;
  workspaceId: string;
  /** Exactly the payload the catalog declares for `type` (EVENT_PAYLOADS in libs/contracts). */
  data: EventPayload<T>;
  /** The event (or its causation) that led to this one; omitted for a user's own action. */
  cause?: Causation | EventEnvelope;
  clock?: Clock;
}

/**
 * Builds an envelope with a fresh id. Causation carries the chain's root and
 * depth so automation can refuse to loop on events it caused itself. The
 * payload is typed by the catalog: a publisher cannot build an event whose
 * data its consumers would refuse.
 */
export function newEvent<T extends EventType>(input: NewEventInput<T>): EventOf<T> {
  const id = newId();
  const parent = input.cause === undefined ? undefined : causationOf(input.cause);
  const envelope = {
    id,
    event: input.type,
    occurred_at: (input.clock ?? systemClock).now().toISOString(),
    workspace_id: input.workspaceId,
    data: input.data,
    causation: parent ? childCausation(input.cause!, parent) : { root_id: id, depth: 0 },
  };
  // EventOf<T> distributes over T, which the compiler cannot follow for a generic T; `type` and `data` were checked together above.
  return envelope as EventOf<T>;
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
