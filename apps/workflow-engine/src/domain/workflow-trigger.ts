import type { EventEnvelope } from '@wbk/contracts';
import type { ChangeView } from './workflow-condition';
import type { EntityType } from './workflow-types';

/**
 * The change events a workflow reacts to (issue 5 "Triggers"). CRM events carry
 * `{<entity>, changes?}` (DESIGN.md section 4); mailbox and calendar events are
 * internal and carry `{email}` / `{meeting}`. `*.created` has no `changes`: every
 * field is new. One JetStream consumer per subject (nats-server 2.9: one filter
 * subject per consumer).
 */
export const TRIGGER_EVENTS = [
  { type: 'contact.created', entity: 'contact' },
  { type: 'contact.updated', entity: 'contact' },
  { type: 'deal.created', entity: 'deal' },
  { type: 'deal.updated', entity: 'deal' },
  { type: 'task.created', entity: 'task' },
  { type: 'task.updated', entity: 'task' },
  { type: 'email.received', entity: 'email' },
  { type: 'meeting.created', entity: 'meeting' },
  { type: 'meeting.updated', entity: 'meeting' },
] as const satisfies ReadonlyArray<{ type: string; entity: EntityType }>;

export type TriggerEventType = (typeof TRIGGER_EVENTS)[number]['type'];

export interface TriggerChange extends ChangeView {
  entityType: EntityType;
  entityId: string;
}

/** The entity and changes of a trigger event, or null when the payload has no usable entity. */
export function triggerChangeOf(event: EventEnvelope): TriggerChange | null {
  const spec = TRIGGER_EVENTS.find((t) => t.type === event.event);
  if (!spec) return null;
  const raw = event.data[spec.entity];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const entity = { ...(raw as Record<string, unknown>) };
  const id = entity['id'];
  if (typeof id !== 'string' || id === '') return null;
  // A single email recipient is read as a one-element list (field matrix: email.to is a list).
  if (spec.entity === 'email' && typeof entity['to'] === 'string') entity['to'] = [entity['to']];
  const changes = event.data['changes'];
  const isCreate = event.event.endsWith('.created') || event.event === 'email.received';
  return {
    entityType: spec.entity,
    entityId: id,
    entity,
    changes: isCreate ? null : typeof changes === 'object' && changes !== null && !Array.isArray(changes) ? (changes as Record<string, unknown>) : {},
  };
}
