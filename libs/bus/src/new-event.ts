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
    causation: parent ? { root_id: parent.root_id, depth: parent.depth + 1 } : { root_id: id, depth: 0 },
  };
}

function causationOf(cause: Causation | EventEnvelope): Causation {
  return 'causation' in cause ? cause.causation : cause;
}
