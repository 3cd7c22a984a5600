import type { EventOf } from '@wbk/contracts';
import type { ChangeView } from './workflow-condition';
import type { EntityType } from './workflow-types';

/**
 * The change events a workflow reacts to. CRM events carry
 * `{<entity>, changes?}` (their catalog schemas in libs/contracts); mailbox and calendar events are
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

/** A trigger event, its payload parsed with the catalog schema of its type. */
export type TriggerEvent = EventOf<TriggerEventType>;

export interface TriggerChange extends ChangeView {
  entityType: EntityType;
  entityId: string;
}

function created(entityType: EntityType, entity: { id: string }): TriggerChange {
  return { entityType, entityId: entity.id, entity, changes: null };
}

function changed(entityType: EntityType, entity: { id: string }, changes: Record<string, unknown>): TriggerChange {
  return { entityType, entityId: entity.id, entity, changes };
}

/** The entity (as the event carries it, after the change) and the changes of a trigger event. */
export function triggerChangeOf(event: TriggerEvent): TriggerChange {
  switch (event.event) {
    case 'contact.created':
      return created('contact', event.data.contact);
    case 'contact.updated':
      return changed('contact', event.data.contact, event.data.changes);
    case 'deal.created':
      return created('deal', event.data.deal);
    case 'deal.updated':
      return changed('deal', event.data.deal, event.data.changes);
    case 'task.created':
      return created('task', event.data.task);
    case 'task.updated':
      return changed('task', event.data.task, event.data.changes);
    case 'email.received':
      return created('email', event.data.email);
    case 'meeting.created':
      return created('meeting', event.data.meeting);
    case 'meeting.updated':
      return changed('meeting', event.data.meeting, event.data.changes);
  }
}
