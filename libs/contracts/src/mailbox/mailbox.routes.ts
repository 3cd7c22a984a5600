import { defineRoute } from '../http/route-contract';
import { dataEnvelope, namedPageEnvelope, pageEnvelope } from '../http/schemas';
import { calendarEventListQuery, calendarEventRecord } from './calendar-event.schemas';
import { emailSyncBody, emailSyncJobListQuery, emailSyncJobParams, emailSyncJobRecord, mailboxList, ON_DEMAND_SYNCS_PER_HOUR } from './email-sync.schemas';

const queuedJob = {
  job_id: '0f2b4d6e-8a1c-4e3f-9b5d-7c9e1a3b5d7f',
  status: 'queued',
  mode: 'incremental',
  provider: 'mail_provider_a',
  trigger: 'on_demand',
  queued_at: '2026-11-24T09:30:00.000Z',
  started_at: null,
  finished_at: null,
  duration_ms: null,
  counts: { fetched: 0, stored: 0, matched_contacts: 0 },
  full_sync_fallback: false,
  notes: [],
  error: null,
};
const completedJob = {
  ...queuedJob,
  status: 'completed',
  started_at: '2026-11-24T09:30:00.040Z',
  finished_at: '2026-11-24T09:30:01.310Z',
  duration_ms: 1270,
  counts: { fetched: 42, stored: 42, matched_contacts: 9 },
};
const meeting = {
  id: '3a5c7e9f-1b2d-4f6a-8c0e-2d4f6a8c0e1b',
  provider: 'calendar_provider_a',
  title: 'Engagement call: Doe v. Roe',
  description: 'Scope and fees.',
  location: null,
  conference_url: 'https://meet.example.com/abc-defg-hij',
  start_time: '2026-11-26T14:00:00.000Z',
  end_time: '2026-11-26T14:30:00.000Z',
  all_day: false,
  attendees: [{ email: 'jane.doe@example.com', name: 'Jane Doe', response_status: 'accepted' }],
  organizer_email: 'partner@firm.example',
  contact_ids: ['8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f'],
  deal_id: null,
  status: 'confirmed',
};

const mail = { tag: 'Mailbox', service: 'mailbox-sync', resourceType: 'email_sync' } as const;

const SYNC_DESCRIPTION = [
  'Queues a sync of one connected mailbox (`provider`) or of every connected mailbox, and answers 202 with the job; read it at GET /v1/email/sync/{job_id} until `completed` or `failed`. ' +
    '`incremental` (the default) fetches only what arrived since the last successful sync (a mailbox never synced runs a full sync); when the provider has expired the cursor the job falls back to a full sync and says so (`full_sync_fallback`, `notes`). ' +
    '`full` rebuilds the mailbox index; `email.sync.completed` reports its end.',
  `New messages are matched to contacts by address (from, to, cc) and land on their timelines; a message already synced is never announced again. ` +
    `On-demand syncs are capped at ${ON_DEMAND_SYNCS_PER_HOUR} per rolling hour per workspace (429 \`rate_limited\` with \`Retry-After\`); a replay of the same \`Idempotency-Key\` answers the same job and does not count. ` +
    'A mailbox under a full sync refuses another sync with 409 `sync_in_progress`. No connected mailbox (or the named provider not connected) is 403 `insufficient_permissions`.',
].join('\n\n');

export const mailboxRoutes = {
  startEmailSync: defineRoute({
    ...mail,
    operationId: 'startEmailSync',
    method: 'POST',
    path: '/v1/email/sync',
    summary: 'Start a mailbox sync',
    description: SYNC_DESCRIPTION,
    rpc: 'StartEmailSync',
    permission: 'write:email',
    body: emailSyncBody,
    responses: { 202: dataEnvelope(emailSyncJobRecord) },
    errors: ['sync_in_progress', 'rate_limited'],
    example: { body: { mode: 'incremental', provider: 'mail_provider_a' }, response: { data: queuedJob } },
  }),
  listEmailSyncJobs: defineRoute({
    ...mail,
    operationId: 'listEmailSyncJobs',
    method: 'GET',
    path: '/v1/email/sync',
    summary: 'List sync jobs',
    description: 'Sync jobs of the workspace, on-demand and scheduled, newest first.',
    rpc: 'ListEmailSyncJobs',
    permission: 'read:email',
    query: emailSyncJobListQuery,
    responses: { 200: pageEnvelope(emailSyncJobRecord) },
    errors: [],
    example: { response: { data: [completedJob], meta: { page: 1, per_page: 25, total: 1 } } },
  }),
  getEmailSyncJob: defineRoute({
    ...mail,
    operationId: 'getEmailSyncJob',
    method: 'GET',
    path: '/v1/email/sync/{job_id}',
    summary: 'Get a sync job',
    description: '`queued -> running -> completed | failed`, with counts so far, timings and, for a failed job, why.',
    rpc: 'GetEmailSyncJob',
    permission: 'read:email',
    params: emailSyncJobParams,
    responses: { 200: dataEnvelope(emailSyncJobRecord) },
    errors: ['not_found'],
    example: { response: { data: completedJob } },
  }),
  listMailboxes: defineRoute({
    ...mail,
    operationId: 'listMailboxes',
    method: 'GET',
    path: '/v1/email/mailboxes',
    summary: 'List connected mailboxes',
    description: 'One entry per connected mailbox: its cursor state, last sync, last error and status (a failing mailbox also shows in GET /v1/settings/providers).',
    rpc: 'ListMailboxes',
    permission: 'read:email',
    resourceType: 'mailboxes',
    responses: { 200: dataEnvelope(mailboxList) },
    errors: [],
    example: {
      response: {
        data: {
          mailboxes: [
            {
              provider: 'mail_provider_a',
              account_id: 'partner@firm.example',
              status: 'healthy',
              cursor: { kind: 'history_id', present: true, updated_at: '2026-11-24T09:30:01.310Z' },
              message_count: 1204,
              last_sync_at: '2026-11-24T09:30:01.310Z',
              last_full_sync_at: '2026-11-23T18:02:44.120Z',
              last_error: null,
              running_job_id: null,
            },
          ],
        },
      },
    },
  }),
  listCalendarEvents: defineRoute({
    operationId: 'listCalendarEvents',
    method: 'GET',
    path: '/v1/calendar/events',
    tag: 'Calendar',
    service: 'mailbox-sync',
    resourceType: 'calendar_events',
    summary: 'List calendar events',
    description:
      'Events of the connected calendars whose start lies between `from_date` and `to_date`, soonest first; recurring series appear as their occurrences (moved and cancelled ones applied). ' +
      'All-day events stay on their date whatever the timezone. 403 when no calendar is connected; 400 `invalid_date_range` when from_date is after to_date.',
    rpc: 'ListCalendarEvents',
    permission: 'read:calendar',
    query: calendarEventListQuery,
    responses: { 200: namedPageEnvelope('events', calendarEventRecord) },
    errors: ['invalid_date_range', 'not_found'],
    example: { response: { data: { events: [meeting] }, meta: { page: 1, per_page: 25, total: 1 } } },
  }),
};
