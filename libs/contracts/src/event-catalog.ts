/**
 * The public event catalog (spec "Events"): the 27 listed types plus
 * `email.sync.completed` = 28 (DESIGN.md section 4). These travel on JetStream
 * as `events.<type>` and are offered to webhooks. Operational events are
 * offered to webhooks too but are not resource changes.
 */
export const CATALOG_EVENTS = [
  'contact.created',
  'contact.updated',
  'contact.deleted',
  'contact.bulk_created',
  'company.created',
  'company.updated',
  'company.deleted',
  'deal.created',
  'deal.updated',
  'deal.deleted',
  'deal.bulk_created',
  'deal.bulk_updated',
  'list.created',
  'list.deleted',
  'list.contacts_added',
  'list.contacts_removed',
  'campaign.created',
  'campaign.started',
  'campaign.paused',
  'campaign.deleted',
  'campaign.step_created',
  'campaign.contacts_added',
  'activity.created',
  'task.created',
  'task.updated',
  'task.approved',
  'task.dismissed',
  'email.sync.completed',
] as const;
export type CatalogEvent = (typeof CATALOG_EVENTS)[number];

export const OPERATIONAL_EVENTS = ['workflow.auto_disabled', 'webhook.endpoint_disabled'] as const;
export type OperationalEvent = (typeof OPERATIONAL_EVENTS)[number];

/** Everything a webhook may subscribe to. */
export const WEBHOOK_EVENTS = [...CATALOG_EVENTS, ...OPERATIONAL_EVENTS] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Internal events: on `internal.<type>`, never offered to webhooks. */
export const INTERNAL_EVENTS = [
  'audit.recorded',
  // Timeline sources: the CRM turns these into activities (activity.created).
  'note.created',
  'message.sent',
  'email.received',
  'meeting.created',
  'meeting.updated',
] as const;
export type InternalEvent = (typeof INTERNAL_EVENTS)[number];

export type EventType = WebhookEvent | InternalEvent;

export const EVENTS_STREAM = 'EVENTS';
export const INTERNAL_STREAM = 'INTERNAL';

export function isWebhookEvent(value: string): value is WebhookEvent {
  return (WEBHOOK_EVENTS as readonly string[]).includes(value);
}

export function isInternalEvent(value: string): value is InternalEvent {
  return (INTERNAL_EVENTS as readonly string[]).includes(value);
}

/** `events.contact.created` for public events, `internal.audit.recorded` for internal ones. */
export function subjectOf(type: EventType): string {
  return isInternalEvent(type) ? `internal.${type}` : `events.${type}`;
}
