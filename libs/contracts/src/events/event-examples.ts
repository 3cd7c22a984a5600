import type { AssistantTaskRecord } from '../assistant/assistant.schemas';
import type { ActivityRecord } from '../crm/activity.schemas';
import type { CompanyRecord } from '../crm/company.schemas';
import type { DealRecord } from '../crm/deal.schemas';
import type { ListRecord } from '../crm/list.schemas';
import type { TaskRecord } from '../crm/task.schemas';
import type { CalendarEventRecord } from '../mailbox/calendar-event.schemas';
import type { EmailSyncJobRecord } from '../mailbox/email-sync.schemas';
import type { SyncedEmailRecord } from '../mailbox/synced-email.schemas';
import type { CampaignRecord } from '../outreach/campaign.schemas';
import type { SentMessageRecord } from '../outreach/message.schemas';
import type { WebhookRecord } from '../webhooks/webhook.schemas';
import type { WorkflowRecord } from '../workflows/workflow.schemas';
import type { EventContact } from './contact.events';
import type { EventType } from './event-catalog';
import type { EventPayload } from './event-payloads';
import type { EventNote } from './internal.events';

/**
 * One realistic payload per event type: the examples of the webhooks in the
 * OpenAPI document, and the sample data of specs that need a valid event.
 * Typed by the catalog, so an example cannot drift from its schema.
 */

const CONTACT_ID = '8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f';
const SECOND_CONTACT_ID = 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f';
const DEAL_ID = '3c9a7e52-1f4d-4b8e-9a2c-6d5e4f3a2b1c';
const COMPANY_ID = '3c9d7e2a-5f1b-4a6c-8d2e-7b0f1a2c3d4e';
const LIST_ID = '2a6f0c3e-8b1d-4e7a-9c5b-4d3e2f1a0b9c';
const CAMPAIGN_ID = '6e1f3a5c-7b9d-4f2e-8a4c-6d8e0f2a4b6c';
const CREATED = '2026-11-24T09:30:00.000Z';
const CHANGED = '2026-11-24T14:05:00.000Z';

const contact: EventContact = {
  id: CONTACT_ID,
  first_name: 'Jane',
  last_name: 'Doe',
  full_name: 'Jane Doe',
  email: 'jane.doe@example.com',
  phone: '+44 20 7946 0000',
  job_title: 'General Counsel',
  company: 'Doe & Partners',
  related_company_id: COMPANY_ID,
  linkedin_url: null,
  priority: 1,
  tags: ['litigation'],
  custom_fields: { source: 'conference' },
  created_date: CREATED,
  updated_date: CREATED,
  created_at: CREATED,
};

const company: CompanyRecord = {
  id: COMPANY_ID,
  name: 'Lovelace & Partners LLP',
  domain: 'lovelace-partners.example.com',
  industry: 'Legal services',
  size: '51-200',
  website: 'https://www.lovelace-partners.example.com',
  linkedin_url: null,
  city: 'London',
  country: 'GB',
  description: 'Commercial litigation and arbitration boutique.',
  tags: ['litigation', 'referral'],
  created_date: CREATED,
  updated_date: CREATED,
};

const deal: DealRecord = {
  id: DEAL_ID,
  name: 'Harbour Freight v. Northwind Shipping',
  stage: 'proposal',
  status: 'open',
  pipeline: 'litigation',
  estimated_value: 85000,
  currency: 'GBP',
  main_contact_id: CONTACT_ID,
  owner_user_id: '5b2d8c41-7e3a-4f6b-8d9c-1a2b3c4d5e6f',
  priority: 'high',
  matter_type: 'litigation',
  tags: ['commercial', 'shipping'],
  related_company_id: null,
  high_level_description: 'Breach of a charter-party contract; client seeks damages for late delivery.',
  next_follow_up_date: '2026-12-01',
  fee_model: 'hourly',
  probability: 60,
  closed_date: null,
  created_date: CREATED,
  updated_date: CREATED,
};

const list: ListRecord = {
  id: LIST_ID,
  name: 'GCs to call before year end',
  description: 'General counsel met at the Legal Innovation Forum.',
  contact_count: 12,
  created_date: CREATED,
  updated_date: CREATED,
};

const campaignStep = {
  id: '4c6e8a0b-2d4f-4a6c-8e0b-2d4f6a8c0e2a',
  position: 1,
  channel: 'email' as const,
  delay_seconds: 0,
  subject: 'Arbitration briefing, 10 December',
  message: 'Dear {{contact.first_name | "colleague"}}, we would be glad to see you at our arbitration briefing.',
  format: 'text' as const,
  created_at: CREATED,
};

const campaign: CampaignRecord = {
  id: CAMPAIGN_ID,
  name: 'Arbitration briefing invitations',
  description: null,
  status: 'draft',
  timezone: 'Europe/London',
  send_window: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], start_hour: 9, end_hour: 17 },
  daily_cap: 200,
  min_gap_seconds: 60,
  stop_on_reply: true,
  auto_pause: { bounce_rate: 0.05, min_sends: 50 },
  paused_reason: null,
  steps: [campaignStep],
  step_count: 1,
  contact_count: 0,
  stats: { sent: 0, delivered: 0, bounced: 0, replied: 0, unsubscribed: 0, completed: 0 },
  started_at: null,
  completed_at: null,
  created_at: CREATED,
  updated_at: CREATED,
};

const task: TaskRecord = {
  id: '7c3a1e5d-4f6b-4a8c-9d0e-3f4a5b6c7d8e',
  title: 'Send conflict check',
  description: 'Run the conflict check before the engagement letter goes out.',
  status: 'open',
  priority: 'high',
  due_date: '2026-11-27T00:00:00.000Z',
  contact_id: CONTACT_ID,
  deal_id: DEAL_ID,
  assigned_to_user_id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  completed_at: null,
  created_date: CREATED,
  updated_date: CREATED,
};

const activity: ActivityRecord = {
  id: '9d3b6f1e-8a2c-5d4e-b6f7-0a1b2c3d4e5f',
  type: 'task_created',
  contact_id: CONTACT_ID,
  occurred_at: CREATED,
  title: 'Send conflict check',
  summary: 'Run the conflict check before the engagement letter goes out.',
  source: { event: 'task.created', id: task.id },
  metadata: { status: 'open', priority: 'high', due_date: '2026-11-27T00:00:00.000Z', deal_id: DEAL_ID },
  created_date: '2026-11-24T09:30:00.412Z',
};

const assistantTask: AssistantTaskRecord = {
  id: '4f6a8b0c-2d4e-4f60-8a1b-3c5d7e9f1a2b',
  type: 'contact_update',
  status: 'approved',
  description: 'Update jane.doe@example.com: priority high',
  metadata: { contact: { email: 'jane.doe@example.com' }, changes: { priority: 1 } },
  created_at: CREATED,
  updated_at: CHANGED,
};

const workflow: WorkflowRecord = {
  id: '3c1d9a8e-5b2f-4e7a-9c6d-2f8b1e4a7d90',
  name: 'Matter won: send the engagement letter',
  enabled: false,
  condition_entity: 'deal',
  condition_field: 'status',
  condition_operator: 'changed_to',
  condition_value: 'won',
  action_type: 'create_task',
  action_config: { title: 'Send the engagement letter for {{deal.name}}', due_in_days: 2, priority: 'high' },
  max_triggers_per_day: 100,
  triggers_today: 100,
  last_triggered_at: CHANGED,
  auto_disabled_reason: 'More than 100 triggers on 2026-11-24 (UTC)',
  created_at: CREATED,
  updated_at: CHANGED,
};

const webhook: WebhookRecord = {
  id: '2d7f9c41-8a3e-4b6d-9f1c-5e0a7b3d2c18',
  url: 'https://intake.hartleyfinch.example/hooks/crm',
  events: ['contact.created', 'deal.updated'],
  description: 'Matter intake sync',
  enabled: false,
  disabled_reason: 'Every delivery failed since 2026-11-19T14:05:00.000Z',
  created_at: CREATED,
  updated_at: CHANGED,
};

const job: EmailSyncJobRecord = {
  job_id: '0f2b4d6e-8a1c-4e3f-9b5d-7c9e1a3b5d7f',
  status: 'completed',
  mode: 'full',
  provider: 'mail_provider_a',
  trigger: 'on_demand',
  queued_at: CREATED,
  started_at: '2026-11-24T09:30:01.000Z',
  finished_at: '2026-11-24T09:41:17.000Z',
  duration_ms: 676_000,
  counts: { fetched: 18_240, stored: 18_240, matched_contacts: 311 },
  full_sync_fallback: false,
  notes: [],
  error: null,
};

const note: EventNote = {
  id: '6b2f0d4c-3e5a-4f7b-8c9d-2e3f4a5b6c7d',
  title: 'Intake call',
  content: 'Dispute over a supply contract; limitation date in March. Conflict check requested.',
  note_type: 'call',
  category: 'intake',
  tags: ['litigation'],
  created_date: CREATED,
  contact_id: CONTACT_ID,
  company_id: null,
};

const message: SentMessageRecord = {
  id: '1b3d5f7a-9c2e-4a6b-8d0f-2a4c6e8b0d1f',
  provider_message_id: 'msg_58d2c7',
  channel: 'email',
  recipient: 'jane.doe@example.com',
  status: 'sent',
  subject: 'Your engagement letter',
  message: 'Dear Jane, please find the engagement letter attached.',
  contact_id: CONTACT_ID,
  deal_id: DEAL_ID,
  campaign_id: null,
  workflow_id: null,
  sent_at: CHANGED,
};

const email: SyncedEmailRecord = {
  id: '5e7a9c1b-3d5f-4b7a-9c1e-3f5a7c9e1b3d',
  provider: 'mail_provider_a',
  job_id: job.job_id,
  thread_id: 'thr_20261124_0931',
  message_id_header: '<CAF7k2Lx9q@mail.example.com>',
  in_reply_to: '<mpa_3f9c1a7e5b2d4c6e8a0b1c2d@mail-provider-a.sim.invalid>',
  references: ['<mpa_3f9c1a7e5b2d4c6e8a0b1c2d@mail-provider-a.sim.invalid>'],
  from: 'jane.doe@example.com',
  to: ['intake@hartleyfinch.example'],
  cc: [],
  subject: 'Re: Your engagement letter',
  snippet: 'Signed copy attached; please confirm the retainer amount.',
  received_at: CHANGED,
  contact_id: CONTACT_ID,
  contact_ids: [CONTACT_ID],
};

const meeting: CalendarEventRecord = {
  id: '8a0c2e4f-6b8d-4f1a-9c3e-5a7c9e1b3d5f',
  provider: 'calendar_provider_a',
  title: 'Case strategy: Harbour Freight',
  description: 'Agree the expert witness shortlist.',
  location: 'Meeting room 3',
  conference_url: 'https://meet.example.com/hf-strategy',
  start_time: '2026-11-26T10:00:00.000Z',
  end_time: '2026-11-26T11:00:00.000Z',
  all_day: false,
  attendees: [
    { email: 'jane.doe@example.com', name: 'Jane Doe', response_status: 'accepted' },
    { email: 'r.finch@hartleyfinch.example', name: 'Robin Finch', response_status: 'accepted' },
  ],
  organizer_email: 'r.finch@hartleyfinch.example',
  contact_ids: [CONTACT_ID],
  deal_id: DEAL_ID,
  status: 'confirmed',
};

export const EVENT_EXAMPLES: { readonly [K in EventType]: EventPayload<K> } = {
  'contact.created': { contact },
  'contact.updated': { contact: { ...contact, job_title: 'Chief Legal Officer', updated_date: CHANGED }, changes: { job_title: 'General Counsel' } },
  'contact.deleted': { contact },
  'contact.bulk_created': { contacts: [contact], count: 1 },
  'company.created': { company },
  'company.updated': { company: { ...company, size: '201-500', updated_date: CHANGED }, changes: { size: '51-200' } },
  'company.deleted': { company },
  'deal.created': { deal },
  'deal.updated': { deal: { ...deal, stage: 'negotiation', updated_date: CHANGED }, changes: { stage: 'proposal' } },
  'deal.deleted': { deal },
  'deal.bulk_created': { deals: [deal], count: 1 },
  'deal.bulk_updated': { deals: [{ ...deal, probability: 75, updated_date: CHANGED }], count: 1, changes: { [DEAL_ID]: { probability: 60 } } },
  'list.created': { list },
  'list.deleted': { list },
  'list.contacts_added': { list_id: LIST_ID, contact_ids: [CONTACT_ID, SECOND_CONTACT_ID], count: 2 },
  'list.contacts_removed': { list_id: LIST_ID, contact_ids: [SECOND_CONTACT_ID], count: 1 },
  'campaign.created': { campaign },
  'campaign.started': { campaign: { ...campaign, status: 'active', contact_count: 12, started_at: CHANGED, updated_at: CHANGED } },
  'campaign.paused': { campaign: { ...campaign, status: 'paused', contact_count: 12, started_at: CHANGED, paused_reason: 'bounce rate 7.5% passed 5% after 53 sends', updated_at: CHANGED } },
  'campaign.deleted': { campaign },
  'campaign.step_created': { campaign_id: CAMPAIGN_ID, step: campaignStep },
  'campaign.contacts_added': { campaign_id: CAMPAIGN_ID, contact_ids: [CONTACT_ID, SECOND_CONTACT_ID], count: 2 },
  'activity.created': { activity },
  'task.created': { task },
  'task.updated': { task: { ...task, status: 'completed', completed_at: CHANGED, updated_date: CHANGED }, changes: { status: 'open', completed_at: null } },
  'task.approved': { task: assistantTask },
  'task.dismissed': { task: { ...assistantTask, status: 'dismissed' } },
  'email.sync.completed': { job },
  'workflow.auto_disabled': { workflow, reason: workflow.auto_disabled_reason ?? '', day: '2026-11-24', triggers_today: 100, max_triggers_per_day: 100 },
  'webhook.endpoint_disabled': { webhook, failing_since: '2026-11-19T14:05:00.000Z' },
  'audit.recorded': {
    entries: [
      {
        id: '0d2f4a6c-8e0b-4d2f-8a6c-0e2b4d6f8a0c',
        timestamp: CREATED,
        user: { id: null, email: null, type: 'api_key' },
        action: 'create',
        resource_type: 'contacts',
        resource_id: CONTACT_ID,
        details: { method: 'POST', path: '/v1/contacts', status_code: 201 },
        ip_address: '203.0.113.24',
        user_agent: 'intake-sync/2.3',
        api_key_id: '9b1d3f5a-7c9e-4b1d-8f5a-7c9e1b3d5f7a',
      },
    ],
  },
  'note.created': { note },
  'message.sent': { message },
  'email.received': { email },
  'meeting.created': { meeting },
  'meeting.updated': { meeting: { ...meeting, location: 'Meeting room 1' }, changes: { location: 'Meeting room 3' } },
};
