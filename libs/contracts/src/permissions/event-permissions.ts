import { WEBHOOK_EVENTS, type WebhookEvent } from '../events/event-catalog';
import { isGranted } from './permission-rules';

/**
 * The permission that reads the resource an event carries: the permission of
 * that resource's GET routes (libs/contracts routes), so receiving an event is
 * never more than reading the record it holds. A webhook subscribes to an
 * event only when its key holds this, and is delivered it only while the key
 * that saved it still does.
 */
export const EVENT_READ_PERMISSIONS: Readonly<Record<WebhookEvent, string>> = {
  'contact.created': 'read:contacts',
  'contact.updated': 'read:contacts',
  'contact.deleted': 'read:contacts',
  'contact.bulk_created': 'read:contacts',
  'company.created': 'read:companies',
  'company.updated': 'read:companies',
  'company.deleted': 'read:companies',
  'deal.created': 'deals:read',
  'deal.updated': 'deals:read',
  'deal.deleted': 'deals:read',
  'deal.bulk_created': 'deals:read',
  'deal.bulk_updated': 'deals:read',
  'list.created': 'read:lists',
  'list.deleted': 'read:lists',
  'list.contacts_added': 'read:lists',
  'list.contacts_removed': 'read:lists',
  'campaign.created': 'campaigns:read',
  'campaign.started': 'campaigns:read',
  'campaign.paused': 'campaigns:read',
  'campaign.deleted': 'campaigns:read',
  'campaign.step_created': 'campaigns:read',
  'campaign.contacts_added': 'campaigns:read',
  // Activities are read through a contact's timeline (GET /v1/contacts/{id}/activities).
  'activity.created': 'read:contacts',
  'task.created': 'read:tasks',
  'task.updated': 'read:tasks',
  // Assistant tasks are read with the assistant permission (GET /v1/assistant/tasks).
  'task.approved': 'assistant',
  'task.dismissed': 'assistant',
  'email.sync.completed': 'read:email',
  'workflow.auto_disabled': 'read:workflows',
  'webhook.endpoint_disabled': 'read:webhooks',
};

/**
 * The read permissions a subscription to the named `events` needs, each once,
 * in catalog order. `*` names no event: it stands for every event the key may
 * read, and deliveries leave out the others.
 */
export function eventReadPermissions(events: readonly string[]): string[] {
  const wanted = new Set(events);
  return [...new Set(WEBHOOK_EVENTS.filter((event) => wanted.has(event)).map((event) => EVENT_READ_PERMISSIONS[event]))];
}

/** Whether a key holding `held` may receive `event` (an event outside the webhook catalog never is). */
export function mayReceiveEvent(held: readonly string[], event: string): boolean {
  const required = (EVENT_READ_PERMISSIONS as Readonly<Record<string, string>>)[event];
  return required !== undefined && isGranted(held, required);
}
