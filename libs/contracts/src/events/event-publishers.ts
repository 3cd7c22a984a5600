import type { EventType } from './event-catalog';

/**
 * The one service that publishes each event type (its outbox writes it). The
 * bus's permissions are derived from this table, so a service can put on the
 * bus only the events it owns: a foothold in one service cannot forge
 * another's events, audit entries included.
 */
export const EVENT_PUBLISHERS = {
  'contact.created': 'crm',
  'contact.updated': 'crm',
  'contact.deleted': 'crm',
  'contact.bulk_created': 'crm',
  'company.created': 'crm',
  'company.updated': 'crm',
  'company.deleted': 'crm',
  'deal.created': 'crm',
  'deal.updated': 'crm',
  'deal.deleted': 'crm',
  'deal.bulk_created': 'crm',
  'deal.bulk_updated': 'crm',
  'list.created': 'crm',
  'list.deleted': 'crm',
  'list.contacts_added': 'crm',
  'list.contacts_removed': 'crm',
  'campaign.created': 'outreach',
  'campaign.started': 'outreach',
  'campaign.paused': 'outreach',
  'campaign.deleted': 'outreach',
  'campaign.step_created': 'outreach',
  'campaign.contacts_added': 'outreach',
  'activity.created': 'crm',
  'task.created': 'crm',
  'task.updated': 'crm',
  'task.approved': 'workflow-engine',
  'task.dismissed': 'workflow-engine',
  'email.sync.completed': 'mailbox-sync',
  'workflow.auto_disabled': 'workflow-engine',
  'webhook.endpoint_disabled': 'webhook-dispatcher',
  'audit.recorded': 'gateway',
  'note.created': 'crm',
  'message.sent': 'outreach',
  'email.received': 'mailbox-sync',
  'meeting.created': 'mailbox-sync',
  'meeting.updated': 'mailbox-sync',
} as const satisfies { [K in EventType]: string };

export type EventPublisher = (typeof EVENT_PUBLISHERS)[EventType];
