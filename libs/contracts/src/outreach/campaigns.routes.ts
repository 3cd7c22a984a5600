import { defineRoute } from '../http/route-contract';
import { dataEnvelope, deletedRecord, idParams, namedPageEnvelope, pageEnvelope } from '../http/schemas';
import { campaignCreateBody, campaignListQuery, campaignPatchBody, campaignRecord } from './campaign.schemas';
import { ENROLL_LIST_MAX, enrollBody, enrollmentListQuery, enrollmentRecord, enrollResult } from './enrollment.schemas';

const step = {
  id: '6a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d',
  position: 1,
  channel: 'email',
  delay_seconds: 0,
  subject: 'Your matter with Doe & Partners',
  message: 'Dear {{contact.first_name | "colleague"}}, thank you for your time today.',
  format: 'text',
  created_at: '2026-11-24T09:30:00.000Z',
};

const campaign = {
  id: '2b7e1c4a-9d3f-4e8a-b5c6-7d8e9f0a1b2c',
  name: 'Q4 employment law briefing',
  description: null,
  status: 'draft',
  timezone: 'Europe/London',
  send_window: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], start_hour: 9, end_hour: 17 },
  daily_cap: 200,
  min_gap_seconds: 60,
  stop_on_reply: true,
  auto_pause: { bounce_rate: 0.05, min_sends: 50 },
  paused_reason: null,
  steps: [step],
  step_count: 1,
  contact_count: 0,
  stats: { sent: 0, delivered: 0, bounced: 0, replied: 0, unsubscribed: 0, completed: 0 },
  started_at: null,
  completed_at: null,
  created_at: '2026-11-24T09:30:00.000Z',
  updated_at: '2026-11-24T09:30:00.000Z',
};

const active = { ...campaign, status: 'active', contact_count: 10, started_at: '2026-11-24T10:00:00.000Z', updated_at: '2026-11-24T10:00:00.000Z' };

const enrollment = {
  contact_id: '8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f',
  full_name: 'Jane Doe',
  email: 'jane.doe@example.com',
  status: 'active',
  current_step: 1,
  added_at: '2026-11-24T10:00:00.000Z',
  last_sent_at: '2026-11-24T10:00:04.000Z',
  next_step_at: '2026-11-27T09:00:00.000Z',
  stopped_reason: null,
};

/** The cap on a workspace's running campaigns (OUTREACH_MAX_ACTIVE_CAMPAIGNS_PER_WORKSPACE in the outreach service). */
const ACTIVE_CAMPAIGNS_RULE =
  'A workspace runs at most 100 active campaigns at once (a deployment setting); one more start or resume is refused with 409 `quota_exceeded` (`details.limit`): pause a campaign or let one complete first.';

const base = { tag: 'Campaigns', service: 'outreach', resourceType: 'campaigns' } as const;
const write = { ...base, permission: 'campaigns:write' } as const;
const read = { ...base, permission: 'campaigns:read' } as const;

export const campaignRoutes = {
  createCampaign: defineRoute({
    ...write,
    operationId: 'createCampaign',
    method: 'POST',
    path: '/v1/campaigns',
    summary: 'Create a campaign',
    description: 'A campaign starts as a `draft`. Steps are sent in order, each `delay_seconds` after the previous one, only inside the send window in the campaign\'s time zone, within `daily_cap` sends a day and `min_gap_seconds` apart.',
    rpc: 'CreateCampaign',
    body: campaignCreateBody,
    responses: { 201: dataEnvelope(campaignRecord) },
    errors: [],
    example: {
      body: { name: campaign.name, timezone: 'Europe/London', steps: [{ channel: 'email', delay_seconds: 0, subject: step.subject, message: step.message }] },
      response: { data: campaign },
    },
  }),
  listCampaigns: defineRoute({
    ...read,
    operationId: 'listCampaigns',
    method: 'GET',
    path: '/v1/campaigns',
    summary: 'List campaigns',
    description: 'Newest first.',
    rpc: 'ListCampaigns',
    query: campaignListQuery,
    responses: { 200: pageEnvelope(campaignRecord) },
    errors: [],
    example: { response: { data: [campaign], meta: { page: 1, per_page: 25, total: 1 } } },
  }),
  getCampaign: defineRoute({
    ...read,
    operationId: 'getCampaign',
    method: 'GET',
    path: '/v1/campaigns/{id}',
    summary: 'Get a campaign',
    rpc: 'GetCampaign',
    params: idParams,
    responses: { 200: dataEnvelope(campaignRecord) },
    errors: ['campaign_not_found'],
    example: { response: { data: active } },
  }),
  updateCampaign: defineRoute({
    ...write,
    operationId: 'updateCampaign',
    method: 'PATCH',
    path: '/v1/campaigns/{id}',
    summary: 'Update a campaign',
    description: 'Only the fields sent change. `steps` replaces the sequence and is accepted only while the campaign is `draft` or `paused` (409 `campaign_not_editable` otherwise); a campaign that has started keeps at least one step, and a completed campaign cannot change. A step identical to the one at its position keeps its id; each new step emits `campaign.step_created`.',
    rpc: 'UpdateCampaign',
    params: idParams,
    body: campaignPatchBody,
    responses: { 200: dataEnvelope(campaignRecord) },
    errors: ['campaign_not_found', 'campaign_not_editable', 'version_conflict'],
    example: { body: { daily_cap: 100 }, response: { data: { ...campaign, daily_cap: 100 } } },
  }),
  deleteCampaign: defineRoute({
    ...write,
    operationId: 'deleteCampaign',
    method: 'DELETE',
    path: '/v1/campaigns/{id}',
    summary: 'Delete a draft campaign',
    description: 'Only a campaign in `draft` can be deleted (409 `campaign_not_draft` otherwise). Emits `campaign.deleted`.',
    rpc: 'DeleteCampaign',
    params: idParams,
    responses: { 200: dataEnvelope(deletedRecord) },
    errors: ['campaign_not_found', 'campaign_not_draft', 'version_conflict'],
    example: { response: { data: { id: campaign.id, deleted: true } } },
  }),
  startCampaign: defineRoute({
    ...write,
    operationId: 'startCampaign',
    method: 'POST',
    path: '/v1/campaigns/{id}/start',
    summary: 'Start a campaign',
    description:
      '`draft -> active`: enrolled contacts get their first step when it is due and the window is open. A campaign needs at least one step (400 otherwise). ' +
      ACTIVE_CAMPAIGNS_RULE +
      ' A campaign completes once none of its contacts has a step left to send; one still without any contact a day after it started completes too.',
    rpc: 'StartCampaign',
    params: idParams,
    responses: { 200: dataEnvelope(campaignRecord) },
    errors: ['campaign_not_found', 'campaign_not_draft', 'quota_exceeded', 'version_conflict'],
    example: { response: { data: active } },
  }),
  pauseCampaign: defineRoute({
    ...write,
    operationId: 'pauseCampaign',
    method: 'POST',
    path: '/v1/campaigns/{id}/pause',
    summary: 'Pause a campaign',
    description: '`active -> paused`: nothing more is sent until it resumes; sends in flight finish.',
    rpc: 'PauseCampaign',
    params: idParams,
    responses: { 200: dataEnvelope(campaignRecord) },
    errors: ['campaign_not_found', 'campaign_not_active', 'version_conflict'],
    example: { response: { data: { ...active, status: 'paused' } } },
  }),
  resumeCampaign: defineRoute({
    ...write,
    operationId: 'resumeCampaign',
    method: 'POST',
    path: '/v1/campaigns/{id}/resume',
    summary: 'Resume a paused campaign',
    description:
      '`paused -> active`: steps that fell due while paused are sent as the window and the daily cap allow. Emits `campaign.started` (the campaign is sending again). ' + ACTIVE_CAMPAIGNS_RULE,
    rpc: 'ResumeCampaign',
    params: idParams,
    responses: { 200: dataEnvelope(campaignRecord) },
    errors: ['campaign_not_found', 'campaign_not_paused', 'quota_exceeded', 'version_conflict'],
    example: { response: { data: active } },
  }),
  enrollCampaignContacts: defineRoute({
    ...write,
    operationId: 'enrollCampaignContacts',
    method: 'POST',
    path: '/v1/campaigns/{id}/contacts',
    summary: 'Enrol contacts in a campaign',
    description: 'By contact ids (at most 1,000) or a list id. Contacts already enrolled, with a suppressed address, with no address for a step\'s channel (email: the contact\'s email; chat_c: its phone; chat_a, chat_b, chat_d: `custom_fields.<channel>_recipient`), or not live in the workspace are skipped and each is reported with its reason. A `list_id` that is not a list of the workspace is 404 `not_found`; a list of more than ' + ENROLL_LIST_MAX.toLocaleString('en-GB') + ' contacts is refused (enrol it in parts by `contact_ids`). Not allowed once the campaign has completed. Emits `campaign.contacts_added` with the contacts newly enrolled.',
    rpc: 'EnrollCampaignContacts',
    params: idParams,
    body: enrollBody,
    responses: { 200: dataEnvelope(enrollResult) },
    errors: ['campaign_not_found', 'campaign_not_editable', 'not_found', 'version_conflict'],
    example: {
      body: { contact_ids: [enrollment.contact_id, '1d2c3b4a-5e6f-4a8b-9c0d-1e2f3a4b5c6d'] },
      response: { data: { campaign_id: campaign.id, added: 1, contact_count: 11, skipped: [{ contact_id: '1d2c3b4a-5e6f-4a8b-9c0d-1e2f3a4b5c6d', reason: 'suppressed' }] } },
    },
  }),
  listCampaignContacts: defineRoute({
    ...read,
    operationId: 'listCampaignContacts',
    method: 'GET',
    path: '/v1/campaigns/{id}/contacts',
    summary: 'List a campaign\'s contacts',
    description: 'Enrollments, newest first; `status` filters them.',
    rpc: 'ListCampaignContacts',
    params: idParams,
    query: enrollmentListQuery,
    responses: { 200: namedPageEnvelope('contacts', enrollmentRecord) },
    errors: ['campaign_not_found'],
    example: { response: { data: { contacts: [enrollment] }, meta: { page: 1, per_page: 50, total: 1 } } },
  }),
};
