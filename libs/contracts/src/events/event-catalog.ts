/**
 * The public event catalog: 28 types, `email.sync.completed` among them
 * (docs/architecture.md "Events"). These travel on JetStream
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

export const EVENT_TYPES: readonly EventType[] = [...WEBHOOK_EVENTS, ...INTERNAL_EVENTS];

export const EVENTS_STREAM = 'EVENTS';
export const INTERNAL_STREAM = 'INTERNAL';

export function isEventType(value: string): value is EventType {
  return (EVENT_TYPES as readonly string[]).includes(value);
}

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

/** The JetStream stream that carries the type's subject. */
export function streamOf(type: EventType): string {
  return isInternalEvent(type) ? INTERNAL_STREAM : EVENTS_STREAM;
}

/** The public groups of the catalog, then the operational alerts, then what never leaves the services. */
export const EVENT_GROUPS = ['Contacts', 'Companies', 'Deals', 'Lists', 'Campaigns', 'Activities and tasks', 'Mailbox', 'Operational', 'Internal'] as const;
export type EventGroup = (typeof EVENT_GROUPS)[number];

export interface EventDoc {
  readonly group: EventGroup;
  /** What happened and what emits it, in one line (the event-types endpoint and the webhooks of the OpenAPI document show it). */
  readonly description: string;
}

/**
 * One line per type. Changes made by a workflow action or an approved
 * assistant task go through the same operations, so they emit the same events.
 */
export const EVENT_DOCS = {
  'contact.created': { group: 'Contacts', description: 'A contact was created (POST /v1/contacts).' },
  'contact.updated': { group: 'Contacts', description: 'A contact changed (PATCH /v1/contacts/{id}); `changes` holds the previous value of each changed field.' },
  'contact.deleted': { group: 'Contacts', description: 'A contact was deleted (DELETE /v1/contacts/{id}); `contact` is the record as it was.' },
  'contact.bulk_created': {
    group: 'Contacts',
    description: 'Contacts were created by POST /v1/contacts/bulk; a large batch arrives as several events, each with its share of the contacts.',
  },
  'company.created': { group: 'Companies', description: 'A company was created (POST /v1/companies).' },
  'company.updated': { group: 'Companies', description: 'A company changed (PATCH /v1/companies/{id}); `changes` holds the previous value of each changed field.' },
  'company.deleted': { group: 'Companies', description: 'A company was deleted (DELETE /v1/companies/{id}); `company` is the record as it was.' },
  'deal.created': { group: 'Deals', description: 'A deal was created (POST /v1/deals).' },
  'deal.updated': { group: 'Deals', description: 'A deal changed (PATCH /v1/deals/{id}); `changes` holds the previous value of each changed field.' },
  'deal.deleted': { group: 'Deals', description: 'A deal was deleted (DELETE /v1/deals/{id}); `deal` is the record as it was.' },
  'deal.bulk_created': {
    group: 'Deals',
    description: 'Deals were created by POST /v1/deals/bulk; a large batch arrives as several events, each with its share of the deals.',
  },
  'deal.bulk_updated': {
    group: 'Deals',
    description: 'Deals were changed by PATCH /v1/deals/bulk; `changes` maps each deal id to the previous values of its changed fields.',
  },
  'list.created': { group: 'Lists', description: 'A list was created (POST /v1/lists).' },
  'list.deleted': { group: 'Lists', description: 'A list was deleted (DELETE /v1/lists/{id}); `list` is the record as it was.' },
  'list.contacts_added': {
    group: 'Lists',
    description: 'Contacts joined a list (POST /v1/lists/{id}/contacts); only those not already members, and no event when none joined.',
  },
  'list.contacts_removed': {
    group: 'Lists',
    description: 'Contacts left a list (DELETE /v1/lists/{id}/contacts, or a member contact was deleted); only those that were members.',
  },
  'campaign.created': { group: 'Campaigns', description: 'A campaign was created, in status draft (POST /v1/campaigns).' },
  'campaign.started': { group: 'Campaigns', description: 'A campaign became active and starts sending its steps.' },
  'campaign.paused': { group: 'Campaigns', description: 'A campaign was paused (POST /v1/campaigns/{id}/pause); no step is sent until it is started again.' },
  'campaign.deleted': { group: 'Campaigns', description: 'A draft campaign was deleted (DELETE /v1/campaigns/{id}); `campaign` is the record as it was.' },
  'campaign.step_created': { group: 'Campaigns', description: 'A step (one message of the sequence) was added to a campaign.' },
  'campaign.contacts_added': { group: 'Campaigns', description: 'Contacts were enrolled in a campaign; only those not already enrolled.' },
  'activity.created': {
    group: 'Activities and tasks',
    description: "An entry was added to a contact's timeline: a note, a sent message, a received email, a meeting, or a task created or completed.",
  },
  'task.created': { group: 'Activities and tasks', description: 'A CRM task was created (POST /v1/tasks).' },
  'task.updated': {
    group: 'Activities and tasks',
    description: 'A CRM task changed (PATCH /v1/tasks/{id}); `changes` holds the previous value of each changed field. Deleting a task emits no event.',
  },
  'task.approved': {
    group: 'Activities and tasks',
    description: 'An assistant task was approved (POST /v1/assistant/tasks/{id}/approve); `task` is the assistant task as it reads after the approval.',
  },
  'task.dismissed': {
    group: 'Activities and tasks',
    description: 'An assistant task was dismissed (POST /v1/assistant/tasks/{id}/dismiss); `task` is the assistant task as it reads after the dismissal.',
  },
  'email.sync.completed': {
    group: 'Mailbox',
    description: 'A mailbox sync job finished, successfully or not (POST /v1/email/sync); this is how a long full sync reports its end.',
  },
  'workflow.auto_disabled': {
    group: 'Operational',
    description: "A workflow's circuit breaker tripped: it would have exceeded max_triggers_per_day, so it was disabled.",
  },
  'webhook.endpoint_disabled': {
    group: 'Operational',
    description: 'A webhook endpoint was disabled after every delivery to it failed for 5 days; re-enable it with PATCH /v1/webhooks/{id}.',
  },
  'audit.recorded': { group: 'Internal', description: 'A gateway replica recorded audit entries of one workspace since its last flush.' },
  'note.created': { group: 'Internal', description: 'A note was written on a contact or a company; the CRM puts notes of contacts on their timeline.' },
  'message.sent': { group: 'Internal', description: 'An outbound message was sent on a channel (direct send, campaign step or workflow action).' },
  'email.received': { group: 'Internal', description: 'Mailbox sync found a new incoming email.' },
  'meeting.created': { group: 'Internal', description: 'Calendar sync found a new calendar event.' },
  'meeting.updated': { group: 'Internal', description: 'Calendar sync found a change to a known calendar event.' },
} as const satisfies { [K in EventType]: EventDoc };
